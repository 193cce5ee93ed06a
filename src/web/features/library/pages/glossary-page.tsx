import { X } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useHydrated } from '#web/app/hydration';
import { Button } from '#web/components/ui/button';
import { SearchField } from '#web/components/ui/search-field';
import { Notice } from '#web/components/ui/notice';
import { Spinner } from '#web/components/ui/spinner';
import { useInternalLinks } from '#web/lib/use-internal-links';
import { useGlossary } from '../api/list-glossary';
import { GlossaryEntry } from '../components/glossary-entry';
import { LetterIndex } from '../components/letter-index';
import { filterTerms, groupByLetter, letterId } from '../lib/glossary-filter';

/**
 * /glossary: every term, A to Z, with a letter index and a search that filters as you type (all
 * terms are already here, so nothing waits on the server). Each term has an anchor (#slug): a link
 * to one opens its explanation and moves there, clearing a search that would hide it.
 */
/**
 * A letter's likely height before it is drawn: the browser lays out and draws only the letters near
 * the screen (content-visibility: auto), and holds this much room for the rest, then remembers the
 * real height once seen. ~3,000 elements laid out at once was most of the page's main-thread work.
 */
const sectionHeightGuess = (terms: number) => 64 + terms * 260;

export default function GlossaryPage() {
  const glossary = useGlossary();
  const [query, setQuery] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);
  const { hash } = useLocation();
  const navigate = useNavigate();
  const followInternalLink = useInternalLinks();
  // The server rendered the page without the address's #term: the term opens once hydrated.
  const hydrated = useHydrated();
  const target = hydrated ? decodeURIComponent(hash.replace(/^#/, '')) : '';

  const terms = glossary.data?.terms;
  const visible = useMemo(() => filterTerms(terms ?? [], query), [terms, query]);
  const groups = useMemo(() => groupByLetter(visible), [visible]);
  const hidesTarget = !!target && !!terms?.some((t) => t.slug === target) && !visible.some((t) => t.slug === target);

  // A link to a term the search is hiding shows every term again.
  useEffect(() => {
    if (hidesTarget) setQuery('');
  }, [hidesTarget]);

  // Move to the term or letter in the address once it is on the page.
  useEffect(() => {
    if (!target || !terms || hidesTarget) return;
    const element = document.getElementById(target);
    if (!element) return;
    element.scrollIntoView?.({ block: 'start' });
    element.focus({ preventScroll: true });
  }, [target, terms, hidesTarget]);

  const showInAddressBar = useCallback((slug: string) => void navigate({ hash: slug }, { replace: true }), [navigate]);

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-12 sm:py-16">
      <div className="max-w-[70ch]">
        <h1 className="text-3xl font-semibold sm:text-4xl">Burnout Glossary</h1>
        <p className="mt-3 text-lg text-muted-foreground">
          Plain-language meanings of the words people use about burnout, stress and the nervous system: where each idea comes from, what you
          might notice, and one thing that helps. Words, not diagnoses.
        </p>
      </div>

      {glossary.isPending ? (
        <Spinner label="Loading the glossary..." />
      ) : glossary.isError ? (
        <Notice tone="error" title="We could not load the glossary just now" className="mt-8">
          It is not something you did.{' '}
          <Button variant="link" className="min-h-0 px-0" onClick={() => void glossary.refetch()}>
            Try again
          </Button>
        </Notice>
      ) : (
        <>
          <div role="search" aria-label="Glossary" className="mt-8">
            <SearchField
              ref={searchRef}
              label="Search the glossary"
              value={query}
              onChange={setQuery}
              placeholder="Try freeze, rest or vagus"
            />
          </div>
          <p role="status" className="mt-3 text-muted-foreground">
            {query.trim()
              ? `${visible.length} ${visible.length === 1 ? 'term matches' : 'terms match'} “${query.trim()}”`
              : `${visible.length} terms`}
          </p>

          <div className="mt-6">
            <LetterIndex available={new Set(groups.map((g) => g.letter))} />
          </div>

          {visible.length === 0 ? (
            <div className="mt-8 rounded-card border border-dashed border-border p-8 text-center">
              <p>No term matches that yet. A shorter word may find one, or browse them all.</p>
              <Button
                variant="outline"
                className="mt-4"
                onClick={() => {
                  // The empty state and its button give way to every term: focus goes back to the search box.
                  setQuery('');
                  searchRef.current?.focus();
                }}
              >
                <X aria-hidden="true" strokeWidth={1.75} />
                Show every term
              </Button>
            </div>
          ) : (
            // The terms' links to other terms and to articles move within the app (useInternalLinks).
            <div onClick={followInternalLink}>
              {groups.map((group) => (
                <section
                  key={group.letter}
                  id={letterId(group.letter)}
                  tabIndex={-1}
                  aria-labelledby={`${letterId(group.letter)}-title`}
                  className="mt-10 scroll-mt-24 outline-none [content-visibility:auto]"
                  style={{ containIntrinsicSize: `auto ${sectionHeightGuess(group.terms.length)}px` }}
                >
                  <h2 id={`${letterId(group.letter)}-title`} className="border-b border-border pb-2 text-2xl font-semibold">
                    <span aria-hidden="true">{group.letter}</span>
                    <span className="sr-only">{group.letter === '#' ? 'Numbers' : `Letter ${group.letter}`}</span>
                  </h2>
                  <ul className="mt-4 flex flex-col gap-4">
                    {group.terms.map((term) => (
                      <li key={term.slug}>
                        <GlossaryEntry term={term} targeted={term.slug === target} onLinkFallback={showInAddressBar} />
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          )}
        </>
      )}
    </div>
  );
}
