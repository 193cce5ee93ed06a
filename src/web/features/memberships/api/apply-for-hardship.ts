import { HardshipApplicationCreated, type HardshipApplicationInput } from '#shared/contracts/memberships';
import { apiRequest, zodParser } from '#web/lib/api-client';

/** POST /api/memberships/hardship (member): asks for 50, 75 or 100 % off; staff reply by email. */
export function applyForHardship(input: HardshipApplicationInput) {
  return apiRequest('/api/memberships/hardship', { method: 'POST', body: input, parse: zodParser(HardshipApplicationCreated) });
}
