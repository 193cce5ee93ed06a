import { isRedirect } from '#web/app/route-types';
import { findRoute } from '#web/app/route-lookup';
import { recordPageView, viewIdFor } from '#web/lib/analytics';
import { getTrackingSessionId } from '#web/lib/tracking-session';
import { sessionSampled } from '#shared/analytics/sampling';
import { sendBeacon } from './beacon';
import type { TrackedLocation, TrackedRouter } from './watch-consent';

// Page tracking (spec 9 "Tracking", issue 23), loaded only once analytics is allowed here:
// - a view is recorded 100 ms after a change of page, titled with the route's name; the 404 page
//   records its own ('404 Not Found'), redirects record where they lead;
// - the same path again within 30 s is not a new view; after 3 failures tracking stops;
// - how long the page was open goes with a beacon when the person leaves it or hides the tab,
//   once it is over 5 s. The query string is never sent (it can carry tokens).

export const TRACK_DELAY_MS = 100;
export const SAME_PATH_THROTTLE_MS = 30_000;
export const MAX_FAILURES = 3;
export const MIN_BEACON_SECONDS = 5;

interface OpenView {
  key: string;
  startedAt: number;
}

export function startTracker(router: TrackedRouter, now: () => number = Date.now): () => void {
  const lastRecorded = new Map<string, number>();
  let failures = 0;
  let open: OpenView | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const sendDuration = (view: OpenView | null) => {
    const id = view ? viewIdFor(view.key) : null;
    if (!view || !id) return;
    const seconds = Math.round((now() - view.startedAt) / 1000);
    if (seconds <= MIN_BEACON_SECONDS) return;
    sendBeacon(`/api/tracking/page-views/${id}/duration`, { session_id: getTrackingSessionId(), duration_seconds: seconds });
  };

  const track = async (pathname: string, search: string) => {
    const entry = findRoute(pathname);
    if (!entry || isRedirect(entry)) return;
    // The 404 page sends its own view (spec 2.10) under its path and query.
    if (entry.path === '*') {
      open = { key: `${pathname}${search}`, startedAt: now() };
      return;
    }
    open = { key: pathname, startedAt: now() };
    const last = lastRecorded.get(pathname);
    if (failures >= MAX_FAILURES || (last !== undefined && now() - last < SAME_PATH_THROTTLE_MS)) return;
    lastRecorded.set(pathname, now());
    const recorded = await recordPageView({ path: pathname, title: entry.name, referrer: document.referrer || undefined });
    failures = recorded ? 0 : failures + 1;
  };

  const onChange = ({ location }: { location: TrackedLocation }) => {
    const search = location.search ?? '';
    if (open && (open.key === location.pathname || open.key === `${location.pathname}${search}`)) return;
    sendDuration(open);
    open = null;
    clearTimeout(timer);
    timer = setTimeout(() => void track(location.pathname, search), TRACK_DELAY_MS);
  };

  const onHide = () => {
    if (document.visibilityState === 'hidden') sendDuration(open);
  };
  const onLeave = () => sendDuration(open);
  onChange(router.state);
  const unsubscribe = router.subscribe(onChange);
  document.addEventListener('visibilitychange', onHide);
  window.addEventListener('pagehide', onLeave);
  // Real-user performance for a share of sessions (spec 9 sampling): web-vitals loads only then.
  if (sessionSampled(getTrackingSessionId())) {
    void import('./vitals').then(({ watchVitals }) => watchVitals(router.state.location.pathname)).catch(() => undefined);
  }
  return () => {
    clearTimeout(timer);
    unsubscribe();
    document.removeEventListener('visibilitychange', onHide);
    window.removeEventListener('pagehide', onLeave);
  };
}
