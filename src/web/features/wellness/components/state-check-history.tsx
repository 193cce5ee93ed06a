import { useStateChecks } from '../api/list-state-checks';
import { type NervousState, STATE_WORDS } from '../lib/state-practices';
import { formatInstant } from '#web/lib/dates';
import { QueryState } from '#web/components/query-state';
import type { z } from 'zod';
import type { StateCheck } from '#shared/contracts/wellness';

/** Counts per state, in the order of the quick check, for the sentence above the list. */
export function stateSummary(states: readonly NervousState[]): string {
  const counts = (Object.keys(STATE_WORDS) as NervousState[])
    .map((state) => ({ state, count: states.filter((s) => s === state).length }))
    .filter(({ count }) => count > 0)
    .map(({ state, count }) => `${STATE_WORDS[state].label.toLowerCase()} ${count === 1 ? 'once' : `${count} times`}`);
  if (counts.length === 0) return '';
  const list = counts.length === 1 ? counts[0] : `${counts.slice(0, -1).join(', ')} and ${counts[counts.length - 1]}`;
  return `In your last ${states.length === 1 ? 'check' : `${states.length} checks`} you felt ${list}.`;
}

/** The member's state checks, newest first (GET /api/wellness/state-checks, the last 60). */
export function StateCheckHistory() {
  const checks = useStateChecks();
  return (
    <QueryState query={checks} what="your state checks">
      {({ checks: list }) => <StateChecks list={list} />}
    </QueryState>
  );
}

function StateChecks({ list }: { list: z.infer<typeof StateCheck>[] }) {
  if (list.length === 0) {
    return (
      <p className="text-muted-foreground">
        Your state checks will show here. There is no right state to be in: each one is just information.
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="max-w-[70ch]">{stateSummary(list.map((check) => check.state))}</p>
      <ol className="divide-y divide-border rounded-card border border-border bg-surface">
        {list.map((check) => (
          <li key={check.id} className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3">
            <span className="font-semibold">{STATE_WORDS[check.state].label}</span>
            <time dateTime={check.created_at} className="text-muted-foreground">
              {formatInstant(check.created_at, 'weekdayAndClock')}
            </time>
          </li>
        ))}
      </ol>
    </div>
  );
}
