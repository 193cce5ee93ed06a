import { CONSENT_CHOICE_KEY, readStorage } from '#web/lib/consent-check';

// The only analytics code every page carries (it rides in the start-page chunk, not the first
// load): it asks this browser, on start and on each change of page, whether analytics is allowed,
// and only then loads the tracker (and, for a sampled session, web-vitals). Issue 23.

export interface TrackedLocation {
  pathname: string;
  search?: string;
}

export interface TrackedRouter {
  state: { location: TrackedLocation };
  subscribe: (listener: (state: { location: TrackedLocation }) => void) => () => void;
}

/** Global Privacy Control in this browser: a refusal, whatever the banner says. */
export function browserRefuses(): boolean {
  return (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
}

/** The banner's choice allows analytics here (the raw JSON; consent-storage.ts parses it fully). */
export function choiceAllowsAnalytics(): boolean {
  return /"analytics":true/.test(readStorage(CONSENT_CHOICE_KEY) ?? '');
}

/** Starts the tracker the first time analytics is allowed here; a consent given later starts it on the next page. */
export function trackWhenAllowed(router: TrackedRouter): () => void {
  let started = false;
  const check = () => {
    if (started || browserRefuses() || !choiceAllowsAnalytics()) return;
    started = true;
    void import('./tracker').then(({ startTracker }) => startTracker(router)).catch(() => undefined);
  };
  check();
  const unsubscribe = router.subscribe(check);
  return unsubscribe;
}
