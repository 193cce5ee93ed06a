import type { RouteEntry } from '../../../app/route-types';

/**
 * Where the burnout check prompt shows (docs/decisions/034-web-checkins-and-reminders.md): the
 * member's home pages (dashboard, today) and the wellness pages, not the check-in page itself, and
 * nowhere a person is busy with something else (assessments, account, admin).
 */
export function promptBelongsOn(route: Pick<RouteEntry, 'path' | 'access' | 'category'> | undefined): boolean {
  if (!route || route.access !== 'member') return false;
  if (route.path === '/wellness/checkin') return false;
  return route.category === 'core' || route.category === 'wellness';
}

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
