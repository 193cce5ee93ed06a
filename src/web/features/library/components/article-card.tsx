import { Clock } from 'lucide-react';
import { Link } from 'react-router';
import type { ArticleSummary } from '#shared/contracts/library';
import { readingTime } from '../lib/reading-time';

/** One article in the library list: its topic, title (the link), summary and reading time. */
export function ArticleCard({ article }: { article: ArticleSummary }) {
  return (
    <article className="relative flex h-full flex-col gap-3 rounded-card border border-border bg-surface p-6 shadow-sm transition-shadow duration-200 ease-out focus-within:shadow-md hover:shadow-md">
      <p className="text-sm font-semibold text-accent-text">{article.category}</p>
      <h2 className="text-xl font-semibold">
        {/* The whole card is the link's target area; the title is its name. */}
        <Link to={`/anti-hustle-library/${article.slug}`} className="after:absolute after:inset-0 after:rounded-card hover:underline">
          {article.title}
        </Link>
      </h2>
      <p className="text-muted-foreground">{article.summary}</p>
      <p className="mt-auto flex items-center gap-1.5 pt-2 text-sm text-muted-foreground">
        <Clock aria-hidden="true" strokeWidth={1.75} className="size-4" />
        {readingTime(article.readingMinutes)}
      </p>
    </article>
  );
}
