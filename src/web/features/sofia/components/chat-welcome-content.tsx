import { Link } from 'react-router';
import { useHasSofia } from '../lib/use-has-sofia';
import type { ReactNode } from 'react';

const linkClass = 'font-semibold text-primary underline underline-offset-4';

/**
 * What an empty conversation shows: Sofia's hello and a few ways to begin. A member without Sofia
 * is told at once what stays open to them, rather than offered openers that lead to the upgrade card.
 */
export default function ChatWelcomeContent({ openers }: { openers: ReactNode }) {
  const hasSofia = useHasSofia();
  return (
    <div className="flex flex-col gap-3 rounded-card border border-border bg-surface p-5">
      {hasSofia ? (
        <>
          <p>Hi, I am Sofia. What is on your mind today? Say it freely, or start with one of these.</p>
          {openers}
        </>
      ) : (
        <>
          <p>
            Hi, I am Sofia. Conversations with me come with Premium and Elite. If things feel heavy or unsafe right now, write to me anyway:
            I will show you people who can help, ground with you and open your safety plan.
          </p>
          <p>
            Breathing and grounding are always open in the{' '}
            <Link to="/reset-room" className={linkClass}>
              Reset Room
            </Link>
            , and you can see{' '}
            <Link to="/memberships" className={linkClass}>
              what Premium includes
            </Link>
            .
          </p>
        </>
      )}
    </div>
  );
}
