import { ApiError } from '#web/lib/api-client';

/**
 * What to tell a member when a billing call fails: the server's own words when it refused for a
 * reason (409: already a member, nothing to manage, test mode only), the network message when it
 * could not be reached, otherwise `fallback`.
 */
export function billingErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && (error.status === 0 || (error.status >= 400 && error.status < 500)) && error.detail) return error.detail;
  return fallback;
}
