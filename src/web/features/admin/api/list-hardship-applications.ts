import { HardshipApplicationList } from '#shared/contracts/memberships';
import { useFreshQuery } from '#web/lib/api-hooks';
import type { ApplicationStatus } from './list-coach-applications';
import { statusQuery } from './status-query';

export const HARDSHIP_APPLICATIONS_KEY = ['admin', 'hardship-applications'] as const;

/** GET /api/admin/hardship-applications?status= (admin): hardship requests with the member's email, newest first. */
export function useHardshipApplications(status: ApplicationStatus | null) {
  return useFreshQuery(
    [...HARDSHIP_APPLICATIONS_KEY, status ?? 'all'],
    `/api/admin/hardship-applications${statusQuery(status)}`,
    HardshipApplicationList,
  );
}
