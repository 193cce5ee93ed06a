import { useRef, useState } from 'react';
import { errorText, type Outcome } from '../lib/server-error';
import { LiveNotice } from './ui/notice';

/**
 * How the last action on a back-office list went, and a way to move focus to that news: the row
 * acted on may leave the list with the button that had focus.
 */
export function useOutcomeNotice(shownList?: string) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  // News about one list is stale once another is shown (e.g. the status filter changed).
  const [newsFor, setNewsFor] = useState(shownList);
  if (newsFor !== shownList) {
    setNewsFor(shownList);
    setOutcome(null);
  }
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

/** Mutation callbacks that put how it went in an Outcome: `success`, or the server's detail (else `failure`). */
export function reportOutcome<Reply>(setOutcome: (outcome: Outcome) => void, success: (reply: Reply) => string, failure: string) {
  return {
    onSuccess: (reply: Reply) => setOutcome({ tone: 'success', text: success(reply) }),
    onError: (error: unknown) => setOutcome({ tone: 'error', text: errorText(error, failure) }),
  };
}
