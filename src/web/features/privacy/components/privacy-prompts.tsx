import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { consentBannerWanted, consentSyncPending } from '#web/lib/consent-check';
import { hydrating } from '#web/app/hydration';
import { IN_BROWSER } from '#web/lib/in-browser';

// Both load only when they must show (docs/decisions/020-web-consent-storage.md): the shell's
// share of the first load is this file and lib/consent-check.ts.
let bannerCode: Promise<typeof import('./consent-banner')> | undefined;
/** Loads the cookie banner's code (once; a failed load is tried again next time). */
export const loadConsentBanner = () =>
  (bannerCode ??= import('./consent-banner').catch((error: unknown) => {
    bannerCode = undefined;
    throw error;
  }));
// A banner whose code does not load stays away (nothing optional is on until a choice is made).
const ConsentBanner = lazy(() => loadConsentBanner().catch(() => ({ default: () => null })));
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
  // The choice lives in this browser's storage, which the server cannot read: a page it draws
  // carries the banner for every visitor, hidden before the first paint where this browser has
  // answered (public/theme-init.js). Hydrating such a page's island, React first draws the same,
  // then asks this browser (decisions 044, 163).
  const [takingOver] = useState(() => hydrating());
  const [bannerOpen, setBannerOpen] = useState(() => !IN_BROWSER || takingOver || consentBannerWanted());
  useEffect(() => {
    if (takingOver) setBannerOpen(consentBannerWanted());
  }, [takingOver]);
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
