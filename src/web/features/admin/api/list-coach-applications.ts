import { type APPLICATION_STATUSES, CoachApplicationList } from '#shared/contracts/coaching';
import { useStatusList } from './status-query';

export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const COACH_APPLICATIONS_KEY = ['admin', 'coach-applications'] as const;

/** GET /api/admin/coach-applications?status= (admin): applications to coach, newest first. */
export function useCoachApplications(status: ApplicationStatus | null) {
  return useStatusList(COACH_APPLICATIONS_KEY, '/api/admin/coach-applications', status, CoachApplicationList);
}
