import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { type BreathingSuggestion, pickBreathingSuggestion } from '#shared/wellness/breathing';
import { BREAK_TOAST, breakIntervalMs, breakReminderActive, createBreakTimer } from '#shared/wellness/rules';
import { Button } from '#web/components/ui/button';
import { useWellnessPreferences } from '../api/get-preferences';
import { breakToast } from '../lib/wellness-toasts';

/**
 * Spec 4 break reminder, mounted by the shell for a signed-in member: it runs only when mindful
 * break reminders are on and the member has premium access (spec 6). Every
 * break_frequency_minutes it shows the 'Time for a mindful break' toast for 10 seconds and a card
 * with a breathing suggestion picked at random (spec 9).
 */
export default function BreakReminder() {
  const preferences = useWellnessPreferences();
  if (!preferences.data || !breakReminderActive(preferences.data, preferences.data.premium)) return null;
  // A new interval starts a new timer.
  return <BreakTimer key={preferences.data.break_frequency_minutes} minutes={preferences.data.break_frequency_minutes} />;
}

type Timer = ReturnType<typeof createBreakTimer>;

/** The timer and its card: dismissing the card clears the timer and starts it again after 1 s. */
export function BreakTimer({ minutes, random = Math.random }: { minutes: number; random?: () => number }) {
  const [suggestion, setSuggestion] = useState<BreathingSuggestion | null>(null);
  const timer = useRef<Timer | null>(null);
  const pick = useRef(random);

  useEffect(() => {
    const created = createBreakTimer({
      intervalMs: breakIntervalMs(minutes),
      onFire: () => {
        breakToast();
        setSuggestion(pickBreathingSuggestion(pick.current));
      },
      setTimeout: (fn, ms) => window.setTimeout(fn, ms),
      clearTimeout: (handle) => window.clearTimeout(handle as number),
    });
    timer.current = created;
    created.start();
    return () => {
      created.stop();
      timer.current = null;
    };
  }, [minutes]);

  if (!suggestion) return null;
  const dismiss = () => {
    setSuggestion(null);
    timer.current?.dismiss();
  };
  return <BreakCard suggestion={suggestion} onDismiss={dismiss} />;
}

/** A calm card in the corner (above the tab bar on phones); it never takes focus on its own. */
function BreakCard({ suggestion, onDismiss }: { suggestion: BreathingSuggestion; onDismiss: () => void }) {
  const headingId = useId();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onDismiss();
  };
  return (
    <section
      aria-labelledby={headingId}
      onKeyDown={onKeyDown}
      className="fixed inset-x-4 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-40 rounded-card border border-primary/40 bg-surface p-5 text-foreground shadow-lg md:inset-x-auto md:right-6 md:bottom-6 md:w-96"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {BREAK_TOAST.title}
      </h2>
      <p className="mt-2 text-muted-foreground">Try this if it suits you:</p>
      <p className="mt-3 font-semibold">
        {suggestion.name} <span className="font-normal text-muted-foreground">({suggestion.duration.label})</span>
      </p>
      <p className="mt-1">{suggestion.description}</p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Link
          to="/reset-room#breathe"
          onClick={onDismiss}
          className="inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4"
        >
          Open the Reset Room
        </Link>
        <Button variant="secondary" onClick={onDismiss} className="ml-auto">
          Dismiss
        </Button>
      </div>
    </section>
  );
}
