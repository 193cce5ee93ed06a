// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_CHOICE_KEY } from '#web/lib/consent-check';
import { trackWhenAllowed } from './watch-consent';

const startTracker = vi.fn();
vi.mock('./tracker', () => ({ startTracker: (...args: unknown[]) => startTracker(...args) }));

function fakeRouter() {
  type Listener = (state: { location: { pathname: string } }) => void;
  let listener: Listener | null = null;
  const state = { location: { pathname: '/' } };
  return {
    state,
    subscribe: (next: Listener) => {
      listener = next;
      return () => {
        listener = null;
      };
    },
    go: () => listener?.(state),
  };
}

const choose = (analytics: boolean) =>
  localStorage.setItem(CONSENT_CHOICE_KEY, JSON.stringify({ analytics, personalization: true, marketing: false }));

afterEach(() => {
  localStorage.clear();
  startTracker.mockClear();
  vi.unstubAllGlobals();
});

describe('trackWhenAllowed', () => {
  it('loads nothing while there is no choice or analytics is refused', async () => {
    const router = fakeRouter();
    trackWhenAllowed(router);
    choose(false);
    router.go();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(startTracker).not.toHaveBeenCalled();
  });

  it('starts the tracker once analytics is allowed, on the next page', async () => {
    const router = fakeRouter();
    trackWhenAllowed(router);
    choose(true);
    router.go();
    router.go();
    await vi.waitFor(() => expect(startTracker).toHaveBeenCalledTimes(1));
  });

  it('never starts under Global Privacy Control', async () => {
    vi.stubGlobal('navigator', { ...navigator, globalPrivacyControl: true });
    choose(true);
    trackWhenAllowed(fakeRouter());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(startTracker).not.toHaveBeenCalled();
  });
});
