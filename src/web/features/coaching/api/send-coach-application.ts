import { CoachApplicationCreated, type CoachApplicationInput } from '#shared/contracts/coaching';
import { apiRequest, zodParser } from '#web/lib/api-client';

/** POST /api/coaching/applications: stores an application for staff to read (no account needed). */
export function sendCoachApplication(input: CoachApplicationInput) {
  return apiRequest('/api/coaching/applications', { method: 'POST', body: input, parse: zodParser(CoachApplicationCreated) });
}
