import { BookOpen } from 'lucide-react';
import { memo, type ReactNode, useEffect, useState } from 'react';
import type { GlossaryTerm } from '#shared/contracts/library';
import { cn } from '#web/lib/cn';
import { CopyLinkButton } from './copy-link-button';

/**
 * One glossary term: its anchor (#slug) and short meaning, with the longer explanation and the links
 * to related terms and articles behind one disclosure (opened when the address points at this term).
 * Keeping them there keeps the long list light to read and to draw (docs/decisions/045-lighter-public-pages.md).
 * The links are plain: the glossary page moves within the app for all of them with one handler
 * (useInternalLinks), which is far lighter to hydrate than ~170 router links. An entry renders again
 * only when its own props change: once hydrated, the page renders again with the address's #term
 * (useHydrated), and re-rendering all ~55 entries then was one long task on a slow phone (decision 081).
 */
export const GlossaryEntry = memo(function GlossaryEntry({
  term,
  targeted,
  onLinkFallback,
}: {
  term: GlossaryTerm;
  targeted: boolean;
  /** Shows the term's address in the address bar (when the clipboard says no); a stable function. */
  onLinkFallback: (slug: string) => void;
}) {
  const [open, setOpen] = useState(targeted);
  useEffect(() => {
    if (targeted) setOpen(true);
  }, [targeted]);
  const titleId = `${term.slug}-title`;

  return (
    <article
      id={term.slug}
      tabIndex={-1}
      aria-labelledby={titleId}
      className={cn(
        'scroll-mt-24 rounded-card border bg-surface p-5 shadow-sm outline-none sm:p-6',
        targeted ? 'border-primary ring-2 ring-primary/40' : 'border-border',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <h3 id={titleId} className="text-xl font-semibold">
            {term.term}
          </h3>
          {term.aliases.length > 0 && <p className="mt-1 text-sm text-muted-foreground">Also called: {term.aliases.join(', ')}</p>}
        </div>
        <CopyLinkButton slug={term.slug} term={term.term} onFallback={() => onLinkFallback(term.slug)} />
      </div>
      <p className="mt-3 text-lg">{term.short}</p>

      {(term.html || term.related.length > 0 || term.articles.length > 0) && (
        <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)} className="mt-3">
          <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-primary">More about {term.term}</summary>
          {/* Our own Markdown (content/glossary), rendered and sanitised by the server. */}
          {term.html && <div className="prose-calm mt-2" dangerouslySetInnerHTML={{ __html: term.html }} />}
          <TermLinks term={term} />
        </details>
      )}
    </article>
  );
});

/** The related terms and the articles that go deeper, at the foot of the disclosure. */
function TermLinks({ term }: { term: GlossaryTerm }) {
  if (term.related.length === 0 && term.articles.length === 0) return null;
  return (
    <div className="mt-4 flex flex-col gap-3 border-t border-border pt-4 text-sm">
      <LinkGroup title="Related terms" listClassName="flex flex-wrap gap-x-4">
        {term.related.map((related) => (
          <li key={related.slug}>
            <a href={`/glossary#${related.slug}`} className={LINK}>
              {related.term}
            </a>
          </li>
        ))}
      </LinkGroup>
      <LinkGroup title="Go deeper" listClassName="flex flex-col">
        {term.articles.map((article) => (
          <li key={article.slug}>
            <a href={`/anti-hustle-library/${article.slug}`} className={cn(LINK, 'gap-2')}>
              <BookOpen aria-hidden="true" strokeWidth={1.75} className="size-4 shrink-0" />
              {article.title}
            </a>
          </li>
        ))}
      </LinkGroup>
    </div>
  );
}

const LINK = 'inline-flex min-h-11 items-center text-primary underline underline-offset-4';

/** A titled list of links; nothing when the list is empty. */
function LinkGroup({ title, listClassName, children }: { title: string; listClassName: string; children: ReactNode[] }) {
  if (children.length === 0) return null;
  return (
    <div>
      <h4 className="font-sans font-semibold text-muted-foreground">{title}</h4>
      <ul className={cn('mt-1', listClassName)}>{children}</ul>
    </div>
  );
}
