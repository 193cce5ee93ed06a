import { ApiError, NETWORK_ERROR_DETAIL, toApiError } from '#web/lib/api-client';

/** The links /auth/confirm handles (the `type` of the emailed link). */
export const CONFIRM_TYPES = ['signup', 'magic_link', 'invite', 'email_change'] as const;
export type ConfirmType = (typeof CONFIRM_TYPES)[number];

export function isConfirmType(value: string | null): value is ConfirmType {
  return (CONFIRM_TYPES as readonly (string | null)[]).includes(value);
}

/**
 * Confirms an emailed link: GET /api/auth/verify-email (signup, email change) or
 * GET /api/auth/magic-link/verify (magic link, invitation). Success signs the person in.
 * Resolves true (a query's data may not be undefined). Errors are ApiErrors whose `code` is TOKEN_EXPIRED, INVALID_TOKEN or another reason.
 */
export async function confirmLink(type: ConfirmType, token: string): Promise<true> {
  const endpoint = type === 'signup' || type === 'email_change' ? '/api/auth/verify-email' : '/api/auth/magic-link/verify';
  let response: Response;
  try {
    response = await fetch(`${endpoint}?${new URLSearchParams({ token })}`, {
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
      redirect: 'manual',
    });
  } catch {
    throw new ApiError({ status: 0, title: 'Network error', detail: NETWORK_ERROR_DETAIL });
  }
  // better-auth answers a bad magic link with a redirect to ?error=… rather than a problem.
  if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
    throw new ApiError({ status: 400, title: 'Invalid link', code: 'INVALID_TOKEN' });
  }
  if (!response.ok) throw toApiError(response.status, await response.json().catch(() => undefined));
  return true;
}
