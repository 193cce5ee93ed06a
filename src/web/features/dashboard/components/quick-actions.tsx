import { CalendarDays, ChartLine, HeartPulse, Moon, NotebookPen } from 'lucide-react';
import { Link } from 'react-router';
import { DAILY_TOOLS, MORE_FOR_YOU } from '#web/lib/daily-tools';

const ICONS: Record<string, typeof HeartPulse> = {
  '/wellness/checkin': HeartPulse,
  '/wellness-dashboard/journal': NotebookPen,
  '/wellness-calendar': CalendarDays,
  '/reflection': Moon,
  '/wellness-dashboard': ChartLine,
};

const tileClasses =
  'flex min-h-16 items-start gap-3 rounded-card border border-border bg-surface p-4 shadow-sm transition-colors duration-200 hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/**
 * The dashboard's quick actions (issue 16): the daily tools, always one tap away, and the pages a
 * member uses now and then (Today, Starter Kit, the nervous system guide).
 */
export function QuickActions() {
  return (
    <section aria-labelledby="quick-actions-heading" className="flex flex-col gap-4">
      <h2 id="quick-actions-heading" className="text-2xl font-semibold">
        Today&apos;s quick actions
      </h2>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {DAILY_TOOLS.map((tool) => {
          const Icon = ICONS[tool.to] ?? HeartPulse;
          return (
            <li key={tool.to}>
              <Link to={tool.to} className={tileClasses}>
                <Icon aria-hidden="true" strokeWidth={1.75} className="mt-0.5 size-6 shrink-0 text-primary" />
                <span className="flex flex-col">
                  <span className="font-semibold">{tool.label}</span>
                  <span className="text-sm text-muted-foreground">{tool.description}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      <nav aria-label="More for you" className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <span className="text-muted-foreground">More for you:</span>
        {MORE_FOR_YOU.map((link) => (
          <Link
            key={link.to}
            to={link.to}
            className="inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4"
          >
            {link.label}
          </Link>
        ))}
      </nav>
    </section>
  );
}
