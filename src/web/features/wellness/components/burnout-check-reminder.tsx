import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { burnoutCheckDueDate, isBurnoutCheckDue } from '#shared/wellness/rules';
import { useCurrentRoute } from '#web/app/use-current-route';
import { PageSkeleton } from '#web/components/page-skeleton';
import { Button } from '#web/components/ui/button';
import { useLatestCheckin } from '../api/get-latest-checkin';
import { useWellnessPreferences } from '../api/get-preferences';
import { FREQUENCY_WORDS, MAX_TIMER_MS, promptBelongsOn, rememberSkip, skippedThisSession } from '../lib/burnout-reminder';
import { CheckinForm } from './checkin-form';

/**
 * Spec 4 burnout check reminder, for a signed-in member (mounted by the shell above the page):
 * it appears once the due date (last check plus the frequency; never with 'never') has passed.
 * 'Check in now' opens the five sliders in place; saving shows the success toast and hides the
 * prompt. 'Skip for now' hides it for this browser session. "Now" is `Date.now()`, so a test clock
 * can move it.
 *
 * The shell gives it the page (`children`), shown below it once it has decided (decision 073):
 * until its first answers arrive the page's place holds a skeleton, so a due reminder never pushes
 * a page already shown down. Above the page, it is a named region with no heading of its own, so the
 * page's h1 is the first heading for anyone moving by headings.
 */
export default function BurnoutCheckReminder({ userId, children }: { userId: string; children?: ReactNode }) {
  const route = useCurrentRoute();
  const belongs = promptBelongsOn(route);
  const preferences = useWellnessPreferences(belongs);
  const latest = useLatestCheckin(belongs);
  const [skipped, setSkipped] = useState(() => skippedThisSession(userId));
  const [completed, setCompleted] = useState(false);

  const frequency = preferences.data?.burnout_check_frequency;
  const last = latest.data?.created_at ? new Date(latest.data.created_at) : null;
  const now = useNowUntil(frequency && latest.data ? burnoutCheckDueDate(last, frequency, new Date(Date.now())) : null);

  const deciding = belongs && ((preferences.isPending && preferences.isFetching) || (latest.isPending && latest.isFetching));
  const page = deciding ? <PageSkeleton /> : children;
  if (!belongs || skipped || completed || !frequency || !latest.data) return page;
  if (!isBurnoutCheckDue(last, frequency, now)) return page;

  return (
    <>
      <ReminderCard
        firstCheck={last === null}
        frequency={frequency}
        onSkip={() => {
          rememberSkip(userId);
          setSkipped(true);
        }}
        onSaved={() => setCompleted(true)}
      />
      {page}
    </>
  );
}

/** The current time, rendered again when `due` arrives (a tab left open past the due date). */
function useNowUntil(due: Date | null): Date {
  const [, setTick] = useState(0);
  const dueMs = due?.getTime() ?? null;
  useEffect(() => {
    if (dueMs === null) return;
    const wait = dueMs - Date.now();
    if (wait <= 0 || wait > MAX_TIMER_MS) return;
    const timer = window.setTimeout(() => setTick((n) => n + 1), wait + 1);
    return () => window.clearTimeout(timer);
  }, [dueMs]);
  return new Date(Date.now());
}

interface ReminderCardProps {
  firstCheck: boolean;
  frequency: string;
  onSkip: () => void;
  onSaved: () => void;
}

function ReminderCard({ firstCheck, frequency, onSkip, onSaved }: ReminderCardProps) {
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const formArea = useRef<HTMLDivElement>(null);

  // Opening the check-in moves focus to its first slider, so keyboard users land where they act.
  useEffect(() => {
    if (open) formArea.current?.querySelector<HTMLInputElement>('input[type="range"]')?.focus();
  }, [open]);

  const rhythm = FREQUENCY_WORDS[frequency] ?? FREQUENCY_WORDS.weekly;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 pt-6">
      <section aria-labelledby={headingId} className="rounded-card border border-primary/40 bg-surface p-5 shadow-sm sm:p-6">
        {/* Not a heading: it sits above the page's h1, which stays the first heading (review 5). */}
        <p id={headingId} className="text-xl font-semibold">
          Time for your burnout check
        </p>
        <p className="mt-2 max-w-[70ch] text-muted-foreground">
          {firstCheck
            ? 'Your first check-in takes about two minutes: five sliders, no right answers. It gives you a starting point to look back on.'
            : `Your ${rhythm} check-in is ready when you are. Two minutes, five sliders.`}
        </p>
        {open ? (
          <div ref={formArea} className="mt-5 flex flex-col gap-4">
            <CheckinForm variant="compact" headingLevel={3} onSaved={onSaved} />
            <p className="text-sm text-muted-foreground">
              Want to add a note?{' '}
              <Link to="/wellness/checkin" className="font-semibold text-primary underline underline-offset-4">
                Use the full check-in
              </Link>
              .
            </p>
          </div>
        ) : null}
        <div className="mt-5 flex flex-wrap gap-3">
          {!open && <Button onClick={() => setOpen(true)}>Check in now</Button>}
          <Button variant="ghost" onClick={onSkip}>
            Skip for now
          </Button>
        </div>
      </section>
    </div>
  );
}
