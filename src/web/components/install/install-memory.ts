import type { InstallPromptFacts } from '#shared/install/prompt-rules';

/**
 * What the browser remembers for the install card (spec 4): whether this browser has been here
 * before, when the card was last dismissed (kept across visits), and, for this session only, when
 * it began, whether it is the first visit and whether the card was dismissed in it.
 */
export const INSTALL_KEYS = {
  visited: 'recalibrate-visited',
  dismissedAt: 'recalibrate-install-dismissed-at',
  sessionStart: 'recalibrate-session-start',
  firstVisit: 'recalibrate-first-visit',
  dismissedThisSession: 'recalibrate-install-dismissed',
} as const;

function storages(): { local: Storage; session: Storage } | null {
  try {
    return { local: window.localStorage, session: window.sessionStorage };
  } catch {
    return null; // storage blocked: the card never shows rather than showing every time
  }
}

/** Starts (or continues) this session's record and reads the facts the rules need, bar the event. */
export function readInstallMemory(now: number): Omit<InstallPromptFacts, 'installable' | 'standalone'> | null {
  const s = storages();
  if (!s) return null;
  if (s.session.getItem(INSTALL_KEYS.sessionStart) === null) {
    // The session began when this page was opened, not when this code arrived.
    s.session.setItem(INSTALL_KEYS.sessionStart, String(Math.round(now - performance.now())));
    s.session.setItem(INSTALL_KEYS.firstVisit, s.local.getItem(INSTALL_KEYS.visited) === null ? '1' : '0');
    s.local.setItem(INSTALL_KEYS.visited, '1');
  }
  const dismissedAt = Number(s.local.getItem(INSTALL_KEYS.dismissedAt));
  return {
    firstVisit: s.session.getItem(INSTALL_KEYS.firstVisit) === '1',
    msOnSite: now - Number(s.session.getItem(INSTALL_KEYS.sessionStart)),
    lastDismissedAt: Number.isFinite(dismissedAt) && dismissedAt > 0 ? dismissedAt : null,
    dismissedThisSession: s.session.getItem(INSTALL_KEYS.dismissedThisSession) === '1',
    now,
  };
}

/** "Dismissal stores the time and hides it for the session." */
export function rememberDismissal(now: number) {
  const s = storages();
  s?.local.setItem(INSTALL_KEYS.dismissedAt, String(now));
  s?.session.setItem(INSTALL_KEYS.dismissedThisSession, '1');
}

/** "Accepting clears it." */
export function forgetDismissal() {
  storages()?.local.removeItem(INSTALL_KEYS.dismissedAt);
}
