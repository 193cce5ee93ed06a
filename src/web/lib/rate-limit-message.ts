import { ApiError } from './api-client';

export const RATE_LIMIT_TITLE = 'Too many attempts';

/**
 * Spec 8 rate limit: 'Too many attempts' / 'Please wait N minutes before trying again.', where N
 * is the server's retryAfterSeconds rounded up to whole minutes ('1 minute' reads as one).
 */
export function waitMessage(retryAfterSeconds: number | undefined): string {
  const minutes = Math.max(1, Math.ceil((retryAfterSeconds ?? 60) / 60));
  return `Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} before trying again.`;
}

export interface Notice {
  title: string;
  message: string;
}

/** The notice for a 429 answer, or null for any other error. */
export function rateLimitNotice(error: unknown): Notice | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  return { title: RATE_LIMIT_TITLE, message: waitMessage(error.retryAfterSeconds) };
}
