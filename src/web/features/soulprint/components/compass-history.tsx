import { Link } from 'react-router';
import type { SoulprintResponse } from '#shared/contracts/soulprint';
import { formatInstant } from '#web/lib/dates';

/** Every result over time, newest first, each a link to its page. */
export function CompassHistory({ history }: { history: SoulprintResponse['history'] }) {
  return (
    <section aria-labelledby="compass-history-heading" className="rounded-card border border-border bg-surface p-6 shadow-sm sm:p-8">
      <h2 id="compass-history-heading" className="text-2xl font-semibold">
        Your results over time
      </h2>
      {history.length === 0 ? (
        <p className="mt-3 text-muted-foreground">
          Nothing here yet. Your results will gather here, newest first, so you can see your own trend.
        </p>
      ) : (
        <ol className="mt-4 flex flex-col divide-y divide-border" aria-label="Your results, newest first">
          {history.map((entry) => (
            <li key={entry.resultId} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between">
              <Link to={entry.path} className="font-semibold text-primary underline underline-offset-4">
                {entry.title}
                {entry.resultTitle && `: ${entry.resultTitle}`}
              </Link>
              <time dateTime={entry.createdAt} className="text-muted-foreground">
                {formatInstant(entry.createdAt, 'dateLong')}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
