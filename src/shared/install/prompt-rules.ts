/**
 * Spec 4, install prompt: shown after the browser's install-prompt event (on iOS, where there is
 * none, the "Add to Home Screen" hint stands in for it); a first-time visitor after 180 s on the
 * site; a returning visitor only if never prompted or 24 h after the last dismissal. A dismissal
 * stores its time and hides the card for the session; accepting clears it. Decision 126.
 */
export const INSTALL_PROMPT = {
  /** A first-time visitor's time on the site before the card (spec 4, spec 10). */
  firstVisitDelayMs: 180_000,
  /** The quiet time after a dismissal (spec 4, spec 10). */
  dismissalQuietMs: 24 * 60 * 60 * 1000,
} as const;

export type InstallPromptFacts = {
  /** The browser offered installation (beforeinstallprompt), or the device is iOS Safari. */
  installable: boolean;
  /** Already running as an installed app. */
  standalone: boolean;
  /** This session is the visitor's first on the site. */
  firstVisit: boolean;
  /** Milliseconds since this session began. */
  msOnSite: number;
  /** When the card was last dismissed (epoch ms), or null if never. */
  lastDismissedAt: number | null;
  /** The card was dismissed earlier in this session. */
  dismissedThisSession: boolean;
  now: number;
};

/** Milliseconds until the card may show (0: now), or null when it must not show this session. */
export function installPromptWait(facts: InstallPromptFacts): number | null {
  if (!facts.installable || facts.standalone || facts.dismissedThisSession) return null;
  if (facts.firstVisit) return Math.max(0, INSTALL_PROMPT.firstVisitDelayMs - facts.msOnSite);
  if (facts.lastDismissedAt === null) return 0;
  const quietUntil = facts.lastDismissedAt + INSTALL_PROMPT.dismissalQuietMs;
  // A quiet time that ends during this session still leaves the card hidden until a later visit:
  // "returning visitors see it only if … 24 h have passed", judged when they return.
  return facts.now >= quietUntil ? 0 : null;
}

/** Whether the card shows now. */
export const installPromptDue = (facts: InstallPromptFacts): boolean => installPromptWait(facts) === 0;

/** iOS Safari has no install event; it gets the hint instead of the button. */
export function isIosSafari(userAgent: string, maxTouchPoints = 0): boolean {
  const ios = /iPad|iPhone|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  return ios && /Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS/.test(userAgent);
}
