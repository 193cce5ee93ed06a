import { STAFF_RANK, type StaffRole } from '#shared/access/policy';
import { ApiError } from '#web/lib/api-client';

/**
 * Spec 6: staff with the users page's rank (super_admin, spec 2.7; decision 060) may
 * impersonate; staff of equal or higher rank cannot be impersonated (the server enforces the same rule).
 */
export function canImpersonate(viewer: StaffRole | null, target: StaffRole | null): boolean {
  if (!viewer || STAFF_RANK[viewer] < STAFF_RANK.super_admin) return false;
  return (target ? STAFF_RANK[target] : 0) < STAFF_RANK[viewer];
}

/** Spec 8: the toast for a failed start of impersonation. */
export function impersonationFailure(error: unknown): { title: string; description?: string } {
  if (error instanceof ApiError && error.status === 401) return { title: 'You must be logged in to impersonate users' };
  const detail = error instanceof ApiError ? error.detail : '';
  return { title: 'Impersonation Failed', description: detail || 'Failed to start impersonation session' };
}
