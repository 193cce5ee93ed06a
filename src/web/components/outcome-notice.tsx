import { useRef, useState } from 'react';
import type { Outcome } from '../lib/server-error';
import { LiveNotice } from './ui/notice';

/**
 * How the last action on a back-office list went, and a way to move focus to that news: the row
 * acted on may leave the list with the button that had focus.
 */
export function useOutcomeNotice() {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const focusRef = useRef<HTMLDivElement>(null);
  return { outcome, setOutcome, focusRef, focus: () => focusRef.current?.focus() };
}

/** The outcome of useOutcomeNotice, announced politely, in a wrapper that can take focus. */
export function OutcomeNotice({ notice }: { notice: ReturnType<typeof useOutcomeNotice> }) {
  const { outcome, focusRef } = notice;
  return (
    <div ref={focusRef} tabIndex={-1} className="outline-none">
      <LiveNotice notice={outcome && { tone: outcome.tone, message: outcome.text }} className="mb-4" />
    </div>
  );
}
