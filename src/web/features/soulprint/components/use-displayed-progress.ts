import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { displayedProgress } from '../../../../shared/soulprint/tracking';
import { IMPERSONATION_DATA_KEY } from '../../admin/impersonation/storage-keys';
import { StoredImpersonation } from '../../admin/impersonation/stored-impersonation';

/** Spec 4: an admin impersonation is stored in this browser (and has not expired). Read only, never cleared here. */
export function impersonationStored(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage, now = Date.now()): boolean {
  try {
    const raw = storage?.getItem(IMPERSONATION_DATA_KEY);
    if (!raw) return false;
    const parsed = StoredImpersonation.safeParse(JSON.parse(raw));
    return parsed.success && parsed.data.expiresAt > now;
  } catch {
    return false;
  }
}

/**
 * The completion shown (spec 4): the tracked progress, except zero on an /admin path, while an
 * impersonation is stored, or when the query cache holds more than 50 entries.
 */
export function useDisplayedProgress(progress: number): number {
  const { pathname } = useLocation();
  const cacheEntries = useQueryClient().getQueryCache().getAll().length;
  return displayedProgress(progress, { path: pathname, impersonating: impersonationStored(), cacheEntries });
}
