import { describe, expect, it } from 'vitest';
import { INSTALL_PROMPT, type InstallPromptFacts, installPromptDue, installPromptWait, isIosSafari } from './prompt-rules';

const NOW = Date.UTC(2026, 10, 27, 9, 0, 0);
const HOUR = 60 * 60 * 1000;
const first: InstallPromptFacts = {
  installable: true,
  standalone: false,
  firstVisit: true,
  msOnSite: 0,
  lastDismissedAt: null,
  dismissedThisSession: false,
  now: NOW,
};
const returning: InstallPromptFacts = { ...first, firstVisit: false, msOnSite: 5_000 };

describe('install prompt timing (spec 4)', () => {
  it('uses 180 s and 24 h', () => {
    expect(INSTALL_PROMPT).toEqual({ firstVisitDelayMs: 180_000, dismissalQuietMs: 86_400_000 });
  });

  it.each<[string, Partial<InstallPromptFacts>, number | null]>([
    ['first visit, just arrived: waits the full 180 s', {}, 180_000],
    ['first visit, 179.999 s on the site: waits 1 ms', { msOnSite: 179_999 }, 1],
    ['first visit, exactly 180 s: shows', { msOnSite: 180_000 }, 0],
    ['first visit, 10 minutes: shows', { msOnSite: 600_000 }, 0],
    ['first visit, no install event: never', { msOnSite: 600_000, installable: false }, null],
    ['first visit, dismissed this session: hidden for the session', { msOnSite: 600_000, dismissedThisSession: true }, null],
    ['already installed: never', { msOnSite: 600_000, standalone: true }, null],
  ])('%s', (_, facts, wait) => {
    expect(installPromptWait({ ...first, ...facts })).toBe(wait);
  });

  it.each<[string, Partial<InstallPromptFacts>, number | null]>([
    ['returning, never prompted: shows on the event', {}, 0],
    ['returning, dismissed 23 h 59 min ago: hidden', { lastDismissedAt: NOW - 24 * HOUR + 60_000 }, null],
    ['returning, dismissed 1 ms short of 24 h: hidden', { lastDismissedAt: NOW - 24 * HOUR + 1 }, null],
    ['returning, dismissed exactly 24 h ago: shows', { lastDismissedAt: NOW - 24 * HOUR }, 0],
    ['returning, dismissed 3 days ago: shows', { lastDismissedAt: NOW - 72 * HOUR }, 0],
    ['returning, dismissed this session (stored now): hidden', { lastDismissedAt: NOW, dismissedThisSession: true }, null],
    ['returning, no install event: never', { installable: false }, null],
    ['returning, installed: never', { standalone: true }, null],
  ])('%s', (_, facts, wait) => {
    expect(installPromptWait({ ...returning, ...facts })).toBe(wait);
  });

  it('is due exactly when the wait is over', () => {
    expect(installPromptDue({ ...first, msOnSite: 179_999 })).toBe(false);
    expect(installPromptDue({ ...first, msOnSite: 180_000 })).toBe(true);
    expect(installPromptDue({ ...returning, lastDismissedAt: NOW - 24 * HOUR })).toBe(true);
    expect(installPromptDue({ ...returning, lastDismissedAt: NOW - 24 * HOUR + 1 })).toBe(false);
  });
});

describe('iOS Safari (the hint instead of the install button)', () => {
  const SAFARI_IPHONE =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
  const CHROME_IPHONE =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1';
  const IPAD_DESKTOP_MODE =
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';
  const ANDROID_CHROME =
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

  it.each<[string, string, number, boolean]>([
    ['Safari on iPhone', SAFARI_IPHONE, 5, true],
    ['Chrome on iPhone', CHROME_IPHONE, 5, false],
    ['iPad in desktop mode (touch Mac)', IPAD_DESKTOP_MODE, 5, true],
    ['Safari on a Mac', IPAD_DESKTOP_MODE, 0, false],
    ['Chrome on Android', ANDROID_CHROME, 5, false],
  ])('%s', (_, userAgent, touchPoints, expected) => {
    expect(isIosSafari(userAgent, touchPoints)).toBe(expected);
  });
});
