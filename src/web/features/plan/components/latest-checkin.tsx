import { isSameDay } from 'date-fns/isSameDay';
import { subDays } from 'date-fns/subDays';
import { HeartPulse } from 'lucide-react';
import { Link } from 'react-router';
import { CHECKIN_LABELS, type Checkin } from '#shared/contracts/wellness';
import { CHECKIN_MEASURES } from '#shared/wellness/rules';
import { buttonVariants } from '#web/components/ui/button';
import { cn } from '#web/lib/cn';
import { useRecentCheckins } from '../api/list-recent-checkins';
import { formatDate } from '#web/lib/dates';
import { CHECKIN_PATH } from '../lib/links';
import { QueryState } from '#web/components/query-state';

/** When the check-in was, in words: today, yesterday, or its date. */
export function checkinWhen(createdAt: string, now: Date): string {
  const at = new Date(createdAt);
  if (isSameDay(at, now)) return 'today';
  if (isSameDay(at, subDays(now, 1))) return 'yesterday';
  return `on ${formatDate(createdAt)}`;
}

function Summary({ checkin, now }: { checkin: Checkin; now: Date }) {
  return (
    <div className="flex flex-col gap-3">
      <p>
        Your latest check-in was <span className="font-semibold">{checkinWhen(checkin.created_at, now)}</span>.
      </p>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5">
        {CHECKIN_MEASURES.map((measure) => (
          <div key={measure} className="flex flex-col rounded-lg bg-muted p-3">
            <dt className="text-sm text-muted-foreground">{CHECKIN_LABELS[measure].label}</dt>
            <dd className="text-lg font-semibold">
              {checkin[measure]}
              <span className="text-sm font-normal text-muted-foreground"> of 10</span>
            </dd>
          </div>
        ))}
      </dl>
      {checkin.notes?.trim() && <p className="max-w-[65ch] whitespace-pre-wrap text-muted-foreground">{checkin.notes}</p>}
    </div>
  );
}

/** The latest check-in of the last 7 days (GET /api/wellness/checkins?days=7, first item), and the way to a new one. */
export function LatestCheckin({ now = new Date(), className }: { now?: Date; className?: string }) {
  const checkins = useRecentCheckins();
  return (
    <section
      aria-labelledby="latest-checkin-heading"
      className={cn('flex flex-col gap-4 rounded-card border border-border bg-surface p-6 shadow-sm sm:p-8', className)}
    >
      <h2 id="latest-checkin-heading" className="flex items-center gap-2 text-2xl font-semibold">
        <HeartPulse aria-hidden="true" strokeWidth={1.75} className="size-6 text-primary" />
        How you have been
      </h2>
      <QueryState query={checkins} what="your check-ins">
        {(data) => {
          const latest = data.checkins[0];
          return (
            <>
              {latest ? (
                <Summary checkin={latest} now={now} />
              ) : (
                <p className="max-w-[65ch] text-muted-foreground">
                  No check-in in the last week. Whenever you like, two minutes is all it takes.
                </p>
              )}
              <Link to={CHECKIN_PATH} className={buttonVariants({ variant: 'outline', className: 'self-start' })}>
                {latest && isSameDay(new Date(latest.created_at), now) ? 'Check in again' : 'Check in now'}
              </Link>
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
