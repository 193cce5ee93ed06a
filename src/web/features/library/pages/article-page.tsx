import { ArrowLeft, BookOpenText, Clock } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button, buttonVariants } from '#web/components/ui/button';
import { Card, CardDescription, CardTitle } from '#web/components/ui/card';
import { Spinner } from '#web/components/ui/spinner';
import { usePageHead } from '#web/lib/page-head';
import { ApiError } from '#web/lib/api-client';
import NotFoundPage from '#web/components/not-found-page';
import { useArticle } from '../api/get-article';
import { formatDay } from '#web/lib/dates';
import { readingTime } from '../lib/reading-time';

/** /anti-hustle-library/:slug: one article, the glossary words it explains, and what to read next. */
export default function ArticlePage() {
  const { slug = '' } = useParams();
  const article = useArticle(slug);
  const missing = article.error instanceof ApiError && article.error.status === 404;

  usePageHead(
    article.data
      ? { name: article.data.title, description: article.data.summary, path: `/anti-hustle-library/${slug}`, kind: 'article' }
      : missing
        ? { name: 'Page Not Found' }
        : undefined,
  );

  if (article.isPending) return <Spinner label="Loading the article..." />;
  if (missing) return <NotFoundPage />;
  if (article.isError) {
    return (
      <div className="mx-auto w-full max-w-xl px-4 py-16">
        <Card>
          <CardTitle>This article did not load</CardTitle>
          <CardDescription role="alert">It is not something you did. Please try again in a moment.</CardDescription>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <Button onClick={() => void article.refetch()} disabled={article.isFetching}>
              {article.isFetching ? 'Trying again...' : 'Try again'}
            </Button>
            <Link to="/anti-hustle-library" className={buttonVariants({ variant: 'outline' })}>
              Back to the library
            </Link>
          </div>
        </Card>
      </div>
    );
  }

  const { data } = article;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-14">
      <Link to="/anti-hustle-library" className={buttonVariants({ variant: 'link', className: 'px-0' })}>
        <ArrowLeft aria-hidden="true" strokeWidth={1.75} />
        Anti-Hustle Library
      </Link>
      <article className="mt-4">
        <header>
          <p className="font-semibold text-accent-text">{data.category}</p>
          <h1 className="mt-2 text-3xl font-semibold sm:text-4xl">{data.title}</h1>
          <p className="mt-4 text-lg text-muted-foreground">{data.summary}</p>
          <p className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <span className="inline-flex items-center gap-1.5">
              <Clock aria-hidden="true" strokeWidth={1.75} className="size-4" />
              {readingTime(data.readingMinutes)}
            </span>
            <span>Published {formatDay(data.publishedAt, 'full')}</span>
          </p>
        </header>
        {/* Our own Markdown (content/library), rendered and sanitised by the server. */}
        <div className="prose-calm mt-8 text-lg" dangerouslySetInnerHTML={{ __html: data.html }} />
      </article>

      {(data.relatedTerms.length > 0 || data.relatedArticles.length > 0) && (
        <aside aria-label="Keep exploring" className="mt-12 grid gap-8 border-t border-border pt-8 sm:grid-cols-2">
          {data.relatedTerms.length > 0 && (
            <section aria-labelledby="article-terms">
              <h2 id="article-terms" className="text-xl font-semibold">
                Words in this article
              </h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                {data.relatedTerms.map((term) => (
                  <li key={term.slug}>
                    <Link to={`/glossary#${term.slug}`} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
                      <BookOpenText aria-hidden="true" strokeWidth={1.75} />
                      {term.term}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {data.relatedArticles.length > 0 && (
            <section aria-labelledby="article-next">
              <h2 id="article-next" className="text-xl font-semibold">
                Read next
              </h2>
              <ul className="mt-3 flex flex-col gap-1">
                {data.relatedArticles.map((next) => (
                  <li key={next.slug}>
                    <Link
                      to={`/anti-hustle-library/${next.slug}`}
                      className="inline-flex min-h-11 items-center text-primary underline underline-offset-4"
                    >
                      {next.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </aside>
      )}
    </div>
  );
}
