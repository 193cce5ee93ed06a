import { HardshipApplicationPage } from '#shared/contracts/memberships';
import type { ApplicationStatus } from './list-coach-applications';
import { useStatusList } from './status-query';

export const HARDSHIP_APPLICATIONS_KEY = ['admin', 'hardship-applications'] as const;

/** GET /api/admin/hardship-applications?status= (admin): hardship requests with the member's email, newest first. */
export function useHardshipApplications(status: ApplicationStatus | null) {
  return useStatusList(HARDSHIP_APPLICATIONS_KEY, '/api/admin/hardship-applications', status, HardshipApplicationPage);
}
