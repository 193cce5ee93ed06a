import { Link } from 'react-router';
import { CHECKIN_LABELS, type CalendarDay } from '#shared/contracts/wellness';
import { CHECKIN_MEASURES } from '#shared/wellness/rules';
import { buttonVariants } from '#web/components/ui/button';
import { cn } from '#web/lib/cn';
import { modulePath } from '#web/features/edits/lib/edit-paths';
import { formatClock, formatDayLong } from '../lib/calendar-dates';
import { moodWord } from '../lib/journal-form';
import { MARKERS } from './calendar-grid';

const linkClasses = 'font-semibold text-primary underline underline-offset-4';

function SectionTitle({ marker, children }: { marker: keyof typeof MARKERS; children: string }) {
  const { Icon, className } = MARKERS[marker];
  return (
    <h3 className="flex items-center gap-2 text-lg font-semibold">
      <Icon aria-hidden="true" strokeWidth={1.75} className={cn('size-5', className)} />
      {children}
    </h3>
  );
}

/** One day opened: its check-ins (each rating in words), journal titles and completed modules. */
export function CalendarDayDetails({
  day,
  entry,
  today,
  headingId,
}: {
  day: string;
  entry: CalendarDay | undefined;
  today: string;
  headingId: string;
}) {
  const empty = !entry || (!entry.checkins.length && !entry.journal.length && !entry.modules.length);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-5 rounded-card border border-border bg-surface p-5 shadow-sm sm:p-6">
      <h2 id={headingId} tabIndex={-1} className="font-heading text-xl font-semibold outline-none sm:text-2xl">
        {formatDayLong(day)}
        {day === today && <span className="text-muted-foreground"> (today)</span>}
      </h2>

      {empty && (
        <p className="text-muted-foreground">
          Nothing recorded on this day. That is fine: rest counts, and days without notes are part of recovery too.
        </p>
      )}

      {entry && entry.checkins.length > 0 && (
        <div className="flex flex-col gap-3">
          <SectionTitle marker="checkin">{entry.checkins.length === 1 ? 'Check-in' : 'Check-ins'}</SectionTitle>
          <ul className="flex flex-col gap-3">
            {entry.checkins.map((checkin) => (
              <li key={checkin.id} className="rounded-xl bg-muted p-4">
                <p className="font-semibold">
                  At <time dateTime={checkin.created_at}>{formatClock(checkin.created_at)}</time>
                </p>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
                  {CHECKIN_MEASURES.map((measure) => (
                    <div key={measure} className="contents">
                      <dt>{CHECKIN_LABELS[measure].label}</dt>
                      <dd className="tabular-nums">{checkin[measure]} out of 10</dd>
                    </div>
                  ))}
                </dl>
                {checkin.notes && <p className="mt-2 whitespace-pre-wrap break-words">{checkin.notes}</p>}
              </li>
            ))}
          </ul>
        </div>
      )}

      {entry && entry.journal.length > 0 && (
        <div className="flex flex-col gap-3">
          <SectionTitle marker="journal">Journal</SectionTitle>
          <ul className="flex flex-col gap-2">
            {entry.journal.map((item) => {
              const mood = moodWord(item.mood);
              return (
                <li key={item.id}>
                  <Link to={`/wellness-dashboard/journal#entry-${item.id}`} className={linkClasses}>
                    {item.title}
                  </Link>
                  <span className="text-sm text-muted-foreground">
                    {' '}
                    · {formatClock(item.created_at)}
                    {mood && ` · Feeling: ${mood}`}
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
      )}

      {entry && entry.modules.length > 0 && (
        <div className="flex flex-col gap-3">
          <SectionTitle marker="module">Modules completed</SectionTitle>
          <ul className="flex flex-col gap-2">
            {entry.modules.map((module) => (
              <li key={`${module.editSlug}/${module.moduleSlug}`}>
                <Link to={modulePath(module.editSlug, module.moduleSlug)} className={linkClasses}>
                  {module.moduleTitle}
                </Link>
                <span className="text-sm text-muted-foreground"> · {module.editTitle}</span>
              </li>
            ))}
          </ul>
        </div>
      )}

      {day === today && !entry?.checkins.length && (
        <Link to="/wellness/checkin" className={cn(buttonVariants({ variant: 'outline' }), 'self-start')}>
          Check in for today
        </Link>
      )}
    </section>
  );
}
