// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sentBodies, stubFetch } from '#web/testing/fetch-stub';
import { CONSENT_CHOICE_KEY } from '#web/lib/consent-check';
import { getTrackingSessionId } from '#web/lib/tracking-session';
import { findRoute } from '#web/app/route-lookup';
import { startTracker } from './tracker';
import type { TrackedLocation } from './watch-consent';

vi.mock('./vitals', () => ({ watchVitals: vi.fn() }));

const VIEW_ID = '0d6e4a52-7a7e-4f43-b3c5-2f0f6c9d1e21';

/** A router whose location the test moves, and a clock it sets. */
function fakeRouter(pathname = '/') {
  const listeners = new Set<(state: { location: TrackedLocation }) => void>();
  const router = {
    state: { location: { pathname, search: '' } as TrackedLocation },
    subscribe(listener: (state: { location: TrackedLocation }) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    go(path: string, search = '') {
      router.state = { location: { pathname: path, search } };
      for (const listener of listeners) listener(router.state);
    },
  };
  return router;
}

let clock = 0;
const now = () => clock;
let beacons: { url: string; body: unknown }[];
let stop: () => void = () => {};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  localStorage.setItem(CONSENT_CHOICE_KEY, JSON.stringify({ analytics: true, personalization: false, marketing: false }));
  sessionStorage.clear();
  clock = 1_000_000;
  beacons = [];
  vi.stubGlobal('navigator', {
    ...navigator,
    sendBeacon: (url: string, blob: Blob) => {
      void blob.text().then((text) => beacons.push({ url, body: JSON.parse(text) }));
      return true;
    },
  });
});
afterEach(() => {
  stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const pageViewsSent = (mock: ReturnType<typeof stubFetch>) =>
  sentBodies(mock, 'POST', '/api/tracking/page-views') as Record<string, string>[];

describe('startTracker', () => {
  it('records each page 100 ms after it opens, titled by its route, without the query', async () => {
    const mock = stubFetch({ 'POST /api/tracking/page-views': { status: 201, body: { id: VIEW_ID, recorded: true } } });
    const router = fakeRouter('/');
    stop = startTracker(router, now);
    expect(pageViewsSent(mock)).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(100);
    router.go('/anti-hustle-library', '?token=secret');
    await vi.advanceTimersByTimeAsync(100);
    const sent = pageViewsSent(mock);
    expect(sent.map((body) => body.page_path)).toEqual(['/', '/anti-hustle-library']);
    expect(sent[1].page_title).toBe(findRoute('/anti-hustle-library')?.name);
    expect(sent[1].page_title).toBeTruthy();
    expect(sent[1].session_id).toBe(getTrackingSessionId());
    expect(JSON.stringify(sent)).not.toContain('secret');
  });

  it('does not count the same path again within 30 seconds', async () => {
    const mock = stubFetch({ 'POST /api/tracking/page-views': { status: 201, body: { id: VIEW_ID, recorded: true } } });
    const router = fakeRouter('/anti-hustle-library');
    stop = startTracker(router, now);
    await vi.advanceTimersByTimeAsync(100);
    router.go('/');
    await vi.advanceTimersByTimeAsync(100);
    clock += 10_000;
    router.go('/anti-hustle-library');
    await vi.advanceTimersByTimeAsync(100);
    clock += 31_000;
    router.go('/');
    await vi.advanceTimersByTimeAsync(100);
    router.go('/anti-hustle-library');
    await vi.advanceTimersByTimeAsync(100);
    expect(pageViewsSent(mock).map((body) => body.page_path)).toEqual(['/anti-hustle-library', '/', '/', '/anti-hustle-library']);
  });

  it('leaves unknown paths to the 404 page, which sends its own view', async () => {
    const mock = stubFetch({ 'POST /api/tracking/page-views': { status: 201, body: { id: VIEW_ID, recorded: true } } });
    stop = startTracker(fakeRouter('/no/such/page'), now);
    await vi.advanceTimersByTimeAsync(200);
    expect(pageViewsSent(mock)).toEqual([]);
  });

  it('sends the duration with a beacon on leaving a page open over 5 seconds, not under', async () => {
    stubFetch({ 'POST /api/tracking/page-views': { status: 201, body: { id: VIEW_ID, recorded: true } } });
    const router = fakeRouter('/anti-hustle-library');
    stop = startTracker(router, now);
    await vi.advanceTimersByTimeAsync(100);
    clock += 4_000;
    router.go('/');
    await vi.advanceTimersByTimeAsync(100);
    await Promise.resolve();
    expect(beacons).toEqual([]);
    clock += 12_000;
    router.go('/contact');
    await vi.advanceTimersByTimeAsync(100);
    await vi.waitFor(() => expect(beacons).toHaveLength(1));
    expect(beacons[0]).toEqual({
      url: `/api/tracking/page-views/${VIEW_ID}/duration`,
      body: { session_id: getTrackingSessionId(), duration_seconds: 12 },
    });
  });

  it('sends the duration when the tab is hidden', async () => {
    stubFetch({ 'POST /api/tracking/page-views': { status: 201, body: { id: VIEW_ID, recorded: true } } });
    stop = startTracker(fakeRouter('/anti-hustle-library'), now);
    await vi.advanceTimersByTimeAsync(100);
    clock += 7_000;
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(beacons).toHaveLength(1));
    expect(beacons[0].body).toMatchObject({ duration_seconds: 7 });
  });

  it('stops after 3 failures', async () => {
    const mock = stubFetch({ 'POST /api/tracking/page-views': { status: 500, body: {} } });
    const router = fakeRouter('/');
    stop = startTracker(router, now);
    for (const path of ['/anti-hustle-library', '/contact', '/help', '/glossary']) {
      await vi.advanceTimersByTimeAsync(100);
      router.go(path);
    }
    await vi.advanceTimersByTimeAsync(100);
    expect(pageViewsSent(mock)).toHaveLength(3);
  });
});
