import { BookOpenCheck, HeartPulse, NotebookPen } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import type { CalendarDay } from '#shared/contracts/wellness';
import { cn } from '#web/lib/cn';
import { weekdayNames } from '#shared/weekdays';
import { addDays, formatDayLong, monthDays, monthOf, sameDayInMonth, addMonths, weekdayIndex } from '../lib/calendar-dates';

// A month as an ARIA grid (the APG date-grid pattern): one tab stop, the arrow keys move a day
// (left/right) or a week (up/down), Home/End go to the start or end of the week, Page Up/Down to
// the same day of the previous or next month, and Enter or Space opens the day. Each day's name
// says what is on it ("Tuesday 3 March 2026: 1 check-in, 2 journal entries").

const SHORT_NAMES = weekdayNames('short');
/** The column heads, Monday first: { short: 'Mon', long: 'Monday' }. */
const WEEKDAYS = weekdayNames('long').map((long, i) => ({ short: SHORT_NAMES[i]!, long }));

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What a day holds, in words. */
export function dayContents(entry: CalendarDay | undefined): string {
  if (!entry) return 'nothing recorded';
  const parts = [
    entry.checkins.length && plural(entry.checkins.length, 'check-in'),
    entry.journal.length && plural(entry.journal.length, 'journal entry', 'journal entries'),
    entry.modules.length && `${plural(entry.modules.length, 'module')} completed`,
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : 'nothing recorded';
}

export function dayLabel(day: string, entry: CalendarDay | undefined, today: string): string {
  return `${formatDayLong(day)}${day === today ? ', today' : ''}: ${dayContents(entry)}`;
}

export const MARKERS = {
  checkin: { Icon: HeartPulse, label: 'Check-in', className: 'text-primary' },
  journal: { Icon: NotebookPen, label: 'Journal entry', className: 'text-accent-text' },
  module: { Icon: BookOpenCheck, label: 'Module completed', className: 'text-sofia' },
} as const;

interface CalendarGridProps {
  month: string;
  days: ReadonlyMap<string, CalendarDay>;
  today: string;
  /** The day with the roving tab stop. */
  focusDay: string;
  selectedDay: string | null;
  onFocusDay: (day: string) => void;
  onOpenDay: (day: string) => void;
  /** Set when the last move came from the keyboard, so focus follows it (even into another month). */
  followFocus: boolean;
  labelledBy: string;
  describedBy?: string;
  busy?: boolean;
}

export function CalendarGrid({
  month,
  days,
  today,
  focusDay,
  selectedDay,
  onFocusDay,
  onOpenDay,
  followFocus,
  labelledBy,
  describedBy,
  busy,
}: CalendarGridProps) {
  const tableRef = useRef<HTMLTableElement>(null);
  const list = monthDays(month);
  const lead = weekdayIndex(list[0]!);
  const cells: (string | null)[] = [...Array<null>(lead).fill(null), ...list];
  while (cells.length % 7) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));

  useEffect(() => {
    if (!followFocus) return;
    tableRef.current?.querySelector<HTMLElement>(`[data-day="${focusDay}"]`)?.focus();
  }, [focusDay, month, followFocus]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, day: string) => {
    const weekday = weekdayIndex(day);
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDays(day, -1),
      ArrowRight: () => addDays(day, 1),
      ArrowUp: () => addDays(day, -7),
      ArrowDown: () => addDays(day, 7),
      Home: () => addDays(day, -weekday),
      End: () => addDays(day, 6 - weekday),
      PageUp: () => sameDayInMonth(day, addMonths(monthOf(day), -1)),
      PageDown: () => sameDayInMonth(day, addMonths(monthOf(day), 1)),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      onFocusDay(move());
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpenDay(day);
    }
  };

  return (
    <table
      ref={tableRef}
      role="grid"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-busy={busy || undefined}
      className="w-full table-fixed border-separate border-spacing-1"
    >
      <thead>
        <tr>
          {WEEKDAYS.map((weekday) => (
            <th key={weekday.short} scope="col" className="pb-1 text-sm font-semibold text-muted-foreground">
              <span aria-hidden="true">{weekday.short}</span>
              <span className="sr-only">{weekday.long}</span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week, w) => (
          <tr key={w}>
            {week.map((day, d) => {
              if (!day) return <td key={`blank-${d}`} role="gridcell" aria-disabled="true" />;
              const entry = days.get(day);
              const isToday = day === today;
              const selected = day === selectedDay;
              return (
                <td
                  key={day}
                  role="gridcell"
                  data-day={day}
                  tabIndex={day === focusDay ? 0 : -1}
                  aria-label={dayLabel(day, entry, today)}
                  aria-selected={selected}
                  aria-current={isToday ? 'date' : undefined}
                  onClick={() => {
                    onFocusDay(day);
                    onOpenDay(day);
                  }}
                  onKeyDown={(event) => onKeyDown(event, day)}
                  className={cn(
                    'h-16 cursor-pointer rounded-lg border border-border bg-surface p-1.5 align-top transition-colors duration-150 ease-out outline-none hover:bg-muted sm:h-20',
                    'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
                    selected && 'border-primary bg-primary/10 hover:bg-primary/15',
                    isToday && 'border-2 border-primary',
                  )}
                >
                  <span aria-hidden="true" className="flex h-full flex-col justify-between">
                    <span className={cn('text-sm', isToday ? 'font-bold text-primary' : 'font-semibold')}>{Number(day.slice(8))}</span>
                    {entry && (
                      <span className="flex flex-wrap gap-0.5">
                        {entry.checkins.length > 0 && (
                          <MARKERS.checkin.Icon strokeWidth={2} className={cn('size-4', MARKERS.checkin.className)} />
                        )}
                        {entry.journal.length > 0 && (
                          <MARKERS.journal.Icon strokeWidth={2} className={cn('size-4', MARKERS.journal.className)} />
                        )}
                        {entry.modules.length > 0 && (
                          <MARKERS.module.Icon strokeWidth={2} className={cn('size-4', MARKERS.module.className)} />
                        )}
                      </span>
                    )}
                  </span>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What the marks mean (icon and word, never colour alone). */
export function CalendarLegend() {
  return (
    <ul aria-label="What the marks mean" className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted-foreground">
      {Object.values(MARKERS).map(({ Icon, label, className }) => (
        <li key={label} className="flex items-center gap-1.5">
          <Icon aria-hidden="true" strokeWidth={2} className={cn('size-4', className)} />
          {label}
        </li>
      ))}
    </ul>
  );
}
