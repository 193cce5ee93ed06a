import type { RouteEntry } from '#web/app/route-types';

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
