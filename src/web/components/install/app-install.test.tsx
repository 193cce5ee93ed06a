import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AppInstall, { type InstallPromptEvent } from './app-install';
import { INSTALL_COPY } from './install-card';
import { INSTALL_KEYS } from './install-memory';

const SECOND = 1000;
const HOUR = 60 * 60 * SECOND;
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

function installOffer(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as InstallPromptEvent;
  event.prompt = vi.fn(async () => {});
  event.userChoice = Promise.resolve({ outcome });
  return event;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const click = (button: HTMLElement) => act(async () => void fireEvent.click(button));
const card = () => screen.queryByRole('region', { name: /Keep Recalibrate close|Add Recalibrate to your Home Screen/ });

/** A new visit: the session's memory goes, what the browser keeps stays. */
function newSession() {
  sessionStorage.clear();
  vi.setSystemTime(Date.now());
}

describe('the install card (spec 4)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'performance'] });
    vi.setSystemTime(Date.UTC(2026, 10, 27, 9));
    localStorage.clear();
    sessionStorage.clear();
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ANDROID);
  });
  afterEach(() => {
    delete window.__installPrompt;
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows on a first visit only after the install event and 180 s on the site', async () => {
    render(<AppInstall />);
    await advance(300 * SECOND);
    expect(card()).toBeNull(); // no install event: nothing to offer
    const offer = installOffer();
    act(() => void window.dispatchEvent(offer));
    expect(offer.defaultPrevented).toBe(true);
    await advance(0);
    expect(card()).not.toBeNull(); // already 300 s on the site
  });

  it('waits the full 180 s when the event comes at once', async () => {
    window.__installPrompt = installOffer();
    render(<AppInstall />);
    await advance(179 * SECOND);
    expect(card()).toBeNull();
    await advance(SECOND);
    expect(card()).not.toBeNull();
    expect(screen.getByRole('heading', { name: INSTALL_COPY.heading })).toBeTruthy();
  });

  it('a dismissal hides it for the session and for 24 h; a returning visitor after that sees it at once', async () => {
    window.__installPrompt = installOffer();
    const first = render(<AppInstall />);
    await advance(180 * SECOND);
    await click(screen.getByRole('button', { name: INSTALL_COPY.notNow }));
    expect(card()).toBeNull();
    expect(Number(localStorage.getItem(INSTALL_KEYS.dismissedAt))).toBe(Date.now());
    first.unmount();

    render(<AppInstall />).unmount(); // same session: stays hidden
    await advance(HOUR);
    newSession();
    const returning = render(<AppInstall />);
    await advance(10 * HOUR);
    expect(card()).toBeNull(); // within 24 h of the dismissal
    returning.unmount();

    vi.setSystemTime(Date.now() + 13 * HOUR);
    newSession();
    render(<AppInstall />);
    await advance(0);
    expect(card()).not.toBeNull(); // 24 h passed: shown on the event, no 180 s wait
  });

  it('accepting opens the browser prompt and clears the stored dismissal', async () => {
    localStorage.setItem(INSTALL_KEYS.visited, '1');
    localStorage.setItem(INSTALL_KEYS.dismissedAt, String(Date.now() - 25 * HOUR));
    const offer = installOffer('accepted');
    window.__installPrompt = offer;
    render(<AppInstall />);
    await advance(0);
    await click(screen.getByRole('button', { name: INSTALL_COPY.install }));
    expect(offer.prompt).toHaveBeenCalledOnce();
    expect(localStorage.getItem(INSTALL_KEYS.dismissedAt)).toBeNull();
    expect(card()).toBeNull();
  });

  it('on iOS Safari shows the Add to Home Screen hint under the same timing', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    render(<AppInstall />);
    await advance(179 * SECOND);
    expect(card()).toBeNull();
    await advance(SECOND);
    expect(screen.getByRole('heading', { name: INSTALL_COPY.iosHeading })).toBeTruthy();
    expect(screen.queryByRole('button', { name: INSTALL_COPY.install })).toBeNull();
  });
});
