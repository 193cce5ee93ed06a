import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { CalendarDay } from '#shared/contracts/wellness';
import { PageFrame } from '#web/components/page-frame';
import { Button } from '#web/components/ui/button';
import { Notice } from '#web/components/ui/notice';
import { useCalendar } from '../api/get-calendar';
import { CalendarDayDetails } from '../components/calendar-day-details';
import { CalendarGrid, CalendarLegend, dayContents } from '../components/calendar-grid';
import { addMonths, formatDayLong, formatMonth, isMonthKey, monthOf, sameDayInMonth, todayKey } from '../lib/calendar-dates';

/**
 * /wellness-calendar (member): a month at a time (?month=YYYY-MM), each day marked with its
 * check-ins, journal entries and completed modules; a day opens its details beside the grid.
 */
export default function CalendarPage() {
  const today = todayKey();
  const [params, setParams] = useSearchParams();
  const monthParam = params.get('month');
  const month = isMonthKey(monthParam) ? monthParam : monthOf(today);
  const calendar = useCalendar(month);
  const [focusState, setFocusState] = useState(today);
  const [followFocus, setFollowFocus] = useState(false);
  const [selected, setSelected] = useState<string | null>(null);
  const headingId = useId();
  const hintId = useId();
  const detailsHeadingId = useId();

  const days = useMemo(() => new Map<string, CalendarDay>((calendar.data?.days ?? []).map((d) => [d.day, d])), [calendar.data]);
  const focusDay = monthOf(focusState) === month ? focusState : monthOf(today) === month ? today : `${month}-01`;

  const showMonth = (next: string) =>
    setParams(next === monthOf(today) ? new URLSearchParams() : new URLSearchParams({ month: next }), { replace: true });
  const stepMonth = (by: number) => {
    const next = addMonths(month, by);
    setFollowFocus(false);
    setFocusState(sameDayInMonth(focusDay, next));
    showMonth(next);
  };
  const moveFocus = (day: string) => {
    setFollowFocus(true);
    setFocusState(day);
    if (monthOf(day) !== month) showMonth(monthOf(day));
  };

  const opened = selected && monthOf(selected) === month ? selected : null;
  const prev = addMonths(month, -1);
  const next = addMonths(month, 1);
  const monthWords = formatMonth(month);
  const markedDays = calendar.data?.days.length ?? 0;

  return (
    <PageFrame
      title="Wellness Calendar"
      width="6xl"
      back={{ to: '/wellness-dashboard', label: 'Wellness Dashboard' }}
      lead="Your check-ins, journal entries and finished modules, day by day. Empty days are welcome here: nothing is counted against you."
    >
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby={headingId} className="flex flex-col gap-4">
          <div className="flex items-center justify-between gap-3">
            <Button variant="outline" size="icon" onClick={() => stepMonth(-1)} aria-label={`Previous month, ${formatMonth(prev)}`}>
              <ChevronLeft aria-hidden="true" strokeWidth={1.75} />
            </Button>
            <h2 id={headingId} aria-live="polite" className="font-heading text-2xl font-semibold">
              {monthWords}
            </h2>
            <Button variant="outline" size="icon" onClick={() => stepMonth(1)} aria-label={`Next month, ${formatMonth(next)}`}>
              <ChevronRight aria-hidden="true" strokeWidth={1.75} />
            </Button>
          </div>
          <p id={hintId} className="text-sm text-muted-foreground">
            Use the arrow keys to move between days, Page Up and Page Down to change month, and Enter to open a day.
          </p>
          {calendar.isError && (
            <Notice tone="error" title={`We could not load ${monthWords}`}>
              Nothing is lost. Check your connection and{' '}
              <Button variant="link" className="min-h-0 px-0" onClick={() => void calendar.refetch()}>
                try again
              </Button>
              .
            </Notice>
          )}
          <CalendarGrid
            month={month}
            days={days}
            today={today}
            focusDay={focusDay}
            selectedDay={opened}
            onFocusDay={moveFocus}
            onOpenDay={(day) => {
              setFollowFocus(false);
              setFocusState(day);
              setSelected(day);
            }}
            followFocus={followFocus}
            labelledBy={headingId}
            describedBy={hintId}
            busy={calendar.isPending}
          />
          <CalendarLegend />
          <p role="status" className="text-sm text-muted-foreground">
            {calendar.isPending
              ? `Loading ${monthWords}...`
              : calendar.isError
                ? ''
                : markedDays === 0
                  ? `Nothing recorded in ${monthWords} yet.`
                  : `${markedDays} ${markedDays === 1 ? 'day' : 'days'} with something recorded in ${monthWords}.`}
          </p>
          {month !== monthOf(today) && (
            <Button variant="link" className="self-start px-0" onClick={() => showMonth(monthOf(today))}>
              Back to this month
            </Button>
          )}
        </section>

        <div className="flex flex-col gap-3">
          <p className="sr-only" aria-live="polite">
            {opened ? `${formatDayLong(opened)}: ${dayContents(days.get(opened))}. The details follow the calendar.` : ''}
          </p>
          {opened ? (
            <CalendarDayDetails day={opened} entry={days.get(opened)} today={today} headingId={detailsHeadingId} />
          ) : (
            <div className="rounded-card border border-dashed border-border p-6 text-muted-foreground">
              Choose a day to see its check-ins, journal entries and modules.
            </div>
          )}
          <nav aria-label="More wellness" className="flex flex-wrap gap-x-5 gap-y-2 pt-2">
            <Link
              to="/wellness/checkin"
              className="inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4"
            >
              Check in
            </Link>
            <Link
              to="/wellness-dashboard/journal"
              className="inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4"
            >
              Journal
            </Link>
            <Link to="/reflection" className="inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4">
              Monthly reflection
            </Link>
          </nav>
        </div>
      </div>
    </PageFrame>
  );
}
