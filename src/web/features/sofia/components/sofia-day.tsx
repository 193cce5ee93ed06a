import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSofiaStatus } from '../api/get-status';
import { sofiaDay } from '../lib/sofia-day';

const linkClass = 'font-semibold text-primary underline underline-offset-4';

/** What stays open when the day's turns are used up, said the same way as Sofia's own limit reply. */
function StillOpen() {
  return (
    <>
      The{' '}
      <Link to="/reset-room" className={linkClass}>
        Reset Room
      </Link>{' '}
      and{' '}
      <Link to="/wellness-dashboard/journal" className={linkClass}>
        your journal
      </Link>{' '}
      are open any time. If things feel heavy or unsafe, write to Sofia anyway: she will always show you people who can help.
    </>
  );
}

/**
 * The start of a conversation: the welcome, or, once today's turns with Sofia are used up, a calm
 * word that they start again tomorrow instead of starters that would only get the limit reply.
 * The box stays open: a message about safety is always answered. Loaded apart from the page (its
 * status query and these words stay out of the conversation page's chunk).
 */
export default function SofiaDayStart({ empty, welcome }: { empty: boolean; welcome: ReactNode }) {
  const status = useSofiaStatus();
  if (status.isPending) return null;
  const day = sofiaDay(status.data);
  if (!empty) return null;
  if (!day.reached) return welcome;
  return (
    <div className="flex flex-col gap-3 rounded-card border border-border bg-surface p-5">
      <p className="font-semibold">You have had today’s conversations with Sofia</p>
      <p>
        They start again at midnight UTC. <StillOpen />
      </p>
    </div>
  );
}

/** Beside the message box: how many turns are left today once few are, or that they are used up. */
export function SofiaDayNote({ empty }: { empty: boolean }) {
  const status = useSofiaStatus();
  const day = sofiaDay(status.data);
  const shown = day.left !== null && (day.few || (day.reached && !empty));
  // Always in the page, so a new count is announced politely, once, after Sofia's reply.
  return (
    <p role="status" className="text-sm text-muted-foreground">
      {!shown ? null : day.reached ? (
        <>
          Today’s conversations with Sofia are used up; they start again at midnight UTC. <StillOpen />
        </>
      ) : (
        `${day.left === 1 ? 'One message' : `${day.left} messages`} with Sofia left today. They start again at midnight UTC, and anything about your safety never counts.`
      )}
    </p>
  );
}
