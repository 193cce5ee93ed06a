import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { consentBannerWanted, consentSyncPending } from '../../../lib/consent-check';
import { startsFromFirstPaint } from '../../../app/first-paint';
import { IN_BROWSER } from '../../../lib/in-browser';

// Both load only when they must show (docs/decisions/020-web-consent-storage.md): the shell's
// share of the first load is this file and lib/consent-check.ts.
const ConsentBanner = lazy(() => import('./consent-banner'));
const TermsPrompt = lazy(() => import('./terms-prompt'));

export interface PrivacyPromptsProps {
  userId: string | null;
  /** The session has answered (so we know whether someone is signed in). */
  sessionKnown: boolean;
  impersonating: boolean;
  termsAcceptanceNeeded: boolean;
  aboveTabBar: boolean;
}

/**
 * The shell's privacy duties: the cookie banner while this browser has no choice (spec 4), the
 * visitor's choice written to the account on sign-in, and the request to accept changed terms.
 * None of it runs while staff act as a member: the choice in this browser is the staff member's.
 */
export function PrivacyPrompts({ userId, sessionKnown, impersonating, termsAcceptanceNeeded, aboveTabBar }: PrivacyPromptsProps) {
  const queryClient = useQueryClient();
  // The choice lives in this browser's storage: never in the server's first paint, and asked just
  // after the app has taken such a page over (its first render must match the page).
  const [bannerOpen, setBannerOpen] = useState(() => IN_BROWSER && !startsFromFirstPaint() && consentBannerWanted());
  useEffect(() => {
    if (startsFromFirstPaint()) setBannerOpen(consentBannerWanted());
  }, []);
  const [termsDismissed, setTermsDismissed] = useState(false);
  const closeBanner = useCallback(() => setBannerOpen(false), []);

  useEffect(() => {
    if (!userId || impersonating || !consentSyncPending(userId)) return;
    void import('../lib/sync-choice').then(({ syncChoiceFor }) => syncChoiceFor(userId, queryClient));
  }, [userId, impersonating, queryClient]);

  return (
    <>
      {sessionKnown && bannerOpen && !impersonating && (
        <Suspense fallback={null}>
          <ConsentBanner key={userId ?? 'visitor'} userId={userId} aboveTabBar={aboveTabBar} onDone={closeBanner} />
        </Suspense>
      )}
      {userId && termsAcceptanceNeeded && !impersonating && !termsDismissed && (
        <Suspense fallback={null}>
          <TermsPrompt onDismiss={() => setTermsDismissed(true)} />
        </Suspense>
      )}
    </>
  );
}
