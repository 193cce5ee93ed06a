// Where it shows is its own module (prompt-belongs-on.ts): the app shell carries it on every first load.
export { promptBelongsOn } from './prompt-belongs-on';

/** 'Skip for now' hides the prompt for the rest of this browser session (spec 4 "Skipping hides it"). */
export const SKIP_KEY = 'recalibrate-burnout-check-skipped';

export function skippedThisSession(userId: string): boolean {
  try {
    return sessionStorage.getItem(SKIP_KEY) === userId;
  } catch {
    return false;
  }
}

export function rememberSkip(userId: string): void {
  try {
    sessionStorage.setItem(SKIP_KEY, userId);
  } catch {
    // Storage may be blocked; the prompt still hides until the page reloads.
  }
}

/** How the prompt names the member's rhythm. */
export const FREQUENCY_WORDS: Record<string, string> = {
  daily: 'daily',
  weekly: 'weekly',
  biweekly: 'fortnightly',
  monthly: 'monthly',
};

/** setTimeout cannot wait longer than this (about 24.8 days); later due dates show on the next visit. */
export const MAX_TIMER_MS = 2 ** 31 - 1;
