import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Actor } from '#shared/access/policy';
import type { SessionResponse } from '#shared/contracts/session';
import { apiRequest, zodParser } from '#web/lib/api-client';

export type SessionUser = NonNullable<SessionResponse['user']>;

export const SESSION_QUERY_KEY = ['session'] as const;

/**
 * Validates the reply of GET /api/session. A visitor's reply (`user: null`, no impersonation, no
 * other field) is accepted as it is; any other reply is checked with the shared zod contract,
 * which loads on demand so that zod stays out of a visitor's first load
 * (docs/decisions/011-web-bundle-budget.md).
 */
export async function parseSessionReply(payload: unknown): Promise<SessionResponse> {
  if (isVisitorReply(payload)) return { user: null, impersonation: null, termsAcceptanceNeeded: false };
  const { SessionResponse } = await import('#shared/contracts/session');
  return zodParser(SessionResponse)(payload);
}

const VISITOR_KEYS = new Set(['user', 'impersonation', 'termsAcceptanceNeeded']);

function isVisitorReply(payload: unknown): boolean {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return false;
  const reply = payload as Record<string, unknown>;
  return (
    Object.keys(reply).every((key) => VISITOR_KEYS.has(key)) &&
    reply.user === null &&
    (reply.impersonation === null || reply.impersonation === undefined) &&
    (reply.termsAcceptanceNeeded === false || reply.termsAcceptanceNeeded === undefined)
  );
}

export function fetchSession(signal?: AbortSignal): Promise<SessionResponse> {
  return apiRequest('/api/session', { parse: parseSessionReply, signal });
}

/** The session's query; the app asks it as it starts, alongside the page's code and data (decision 073). */
export const sessionQuery = queryOptions({ queryKey: SESSION_QUERY_KEY, queryFn: ({ signal }) => fetchSession(signal) });

/**
 * Who is signed in (GET /api/session). `user` is null for a visitor and while loading;
 * `impersonation` is set while a staff member is viewing the app as this user.
 */
export function useSession() {
  const query = useQuery(sessionQuery);
  return {
    user: query.data?.user ?? null,
    impersonation: query.data?.impersonation ?? null,
    /** The member has not accepted the current Terms of Service and Privacy Policy version. */
    termsAcceptanceNeeded: query.data?.termsAcceptanceNeeded ?? false,
    isPending: query.isPending,
    isError: query.isError,
  };
}

/** The session user as an access-policy actor (shared/access/policy.ts). */
export function toActor(user: SessionUser | null): Actor {
  if (!user) return { kind: 'visitor' };
  return { kind: 'user', userId: user.id, email: user.email, staffRole: user.staffRole, tier: user.tier, isCoach: user.isCoach };
}
