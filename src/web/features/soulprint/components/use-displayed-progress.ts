import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { displayedProgress } from '#shared/soulprint/tracking';

/**
 * The completion shown (spec 4): the tracked progress, except zero on an /admin path or when the
 * query cache holds more than 50 entries. Spec 4 also zeroes it while an admin impersonation is
 * stored; issue 16 asks that staff viewing as a member see exactly what she sees, so that clause is
 * not applied here (decision 070).
 */
export function useDisplayedProgress(progress: number): number {
  const { pathname } = useLocation();
  const cacheEntries = useQueryClient().getQueryCache().getAll().length;
  return displayedProgress(progress, { path: pathname, impersonating: false, cacheEntries });
}
