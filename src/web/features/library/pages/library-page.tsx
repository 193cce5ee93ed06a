import { X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '#web/components/ui/button';
import { SearchField } from '#web/components/ui/search-field';
import { Notice } from '#web/components/ui/notice';
import { Spinner } from '#web/components/ui/spinner';
import { useDebouncedValue } from '#web/lib/use-debounced-value';
import { type LibraryCategory, useArticles } from '../api/list-articles';
import { ArticleCard } from '../components/article-card';
import { CategoryFilter } from '../components/category-filter';
import { categoryFrom, resultsSummary } from '../lib/search-params';
import { searchParams } from '#web/lib/search-params';

/** How long typing must pause before the library asks the server again. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * /anti-hustle-library: every article as a card, filtered by topic and a search box. Both live in
 * the address (?q=&category=), so a filtered list can be shared and survives a reload.
 */
export default function LibraryPage() {
  const [params, setParams] = useSearchParams();
  const category = categoryFrom(params);
  const [text, setText] = useState(() => params.get('q') ?? '');
  const q = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const articles = useArticles({ q, category });

  // The settled search goes into the address (replacing, so Back leaves the library, not a keystroke).
  useEffect(() => {
    setParams(
      (current) => {
        const next = searchParams(q, 'category', categoryFrom(current));
        return next.toString() === current.toString() ? current : next;
      },
      { replace: true },
    );
  }, [q, setParams]);

  const chooseCategory = (next: LibraryCategory | null) => setParams(searchParams(q, 'category', next), { replace: true });
  const searchRef = useRef<HTMLInputElement>(null);
  // The empty state and its button give way to every article: focus goes back to the search box.
  const clearAll = () => {
    setText('');
    setParams(new URLSearchParams(), { replace: true });
    searchRef.current?.focus();
  };

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:py-16">
      <div className="max-w-[70ch]">
        <h1 className="text-3xl font-semibold sm:text-4xl">Anti-Hustle Library</h1>
        <p className="mt-3 text-lg text-muted-foreground">
          Short, careful reading for a slower, steadier way of working and living. Each piece says how long it takes, so you can choose one
          that fits the energy you have today.
        </p>
      </div>

      <form role="search" aria-label="Library" className="mt-8 flex flex-col gap-4" onSubmit={(event) => event.preventDefault()}>
        <SearchField
          ref={searchRef}
          label="Search the library"
          value={text}
          onChange={setText}
          placeholder="Try sleep, boundaries or guilt"
        />
        <CategoryFilter value={category} onChange={chooseCategory} />
      </form>

      <section aria-labelledby="library-results" className="mt-8">
        <h2 id="library-results" className="sr-only">
          Articles
        </h2>
        {articles.isPending ? (
          <Spinner label="Loading articles..." className="py-10" />
        ) : articles.isError ? (
          <Notice tone="error" title="We could not load the library just now">
            It is not something you did.{' '}
            <Button variant="link" className="min-h-0 px-0" onClick={() => void articles.refetch()}>
              Try again
            </Button>
          </Notice>
        ) : (
          <>
            <p role="status" className="mb-4 text-muted-foreground">
              {articles.isPlaceholderData ? 'Searching...' : resultsSummary(articles.data.articles.length, q, category)}
            </p>
            {articles.data.articles.length === 0 ? (
              <div className="rounded-card border border-dashed border-border p-8 text-center">
                <p>Nothing here matches yet. A shorter word, or all topics, may find more.</p>
                <Button variant="outline" className="mt-4" onClick={clearAll}>
                  <X aria-hidden="true" strokeWidth={1.75} />
                  Show every article
                </Button>
              </div>
            ) : (
              <ul aria-busy={articles.isPlaceholderData} className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
                {articles.data.articles.map((article) => (
                  <li key={article.slug}>
                    <ArticleCard article={article} />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </section>
    </div>
  );
}
