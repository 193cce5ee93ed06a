import { lazy, type ReactNode, Suspense } from 'react';
import BurnoutCheckReminder from '#web/features/wellness/components/burnout-check-reminder';

// Its own chunk: most members never see it, and it waits for their billing answer.
const PastDueBanner = lazy(() => import('#web/features/memberships/components/past-due-banner').catch(() => ({ default: () => null })));

/**
 * What frames every member page (app-shell.tsx loads it lazily, so neither part is in the first load
 * of /): the past-due banner while a membership payment has failed (issue 19), then the burnout
 * check reminder above the page (spec 4, decision 073).
 */
export default function MemberFrame({ userId, children }: { userId: string; children?: ReactNode }): ReactNode {
  return (
    <>
      <Suspense fallback={null}>
        <PastDueBanner />
      </Suspense>
      <BurnoutCheckReminder userId={userId}>{children}</BurnoutCheckReminder>
    </>
  );
}
