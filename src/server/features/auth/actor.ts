import type { FastifyRequest } from 'fastify';
import { type Actor, STAFF_ROLES, type StaffRole, VISITOR } from '#shared/access/policy';
import type { ActorResolver, UserActor } from '#server/platform/access';
import type { Database } from '#server/platform/db/client';
import type { Env } from '#server/platform/env';
import { databaseUnavailable } from '#server/platform/errors';
import { effectiveTier } from '../memberships/effective-tier';
import type { ActorCache } from './actor-cache';
import type { Auth } from './auth';
import { toFetchHeaders } from './handler';

export function isCoachEmail(env: Pick<Env, 'COACH_EMAILS'>, email: string): boolean {
  return env.COACH_EMAILS.includes(email.trim().toLowerCase());
}

export function staffRoleOf(role: string | null | undefined): StaffRole | null {
  return STAFF_ROLES.includes(role as StaffRole) ? (role as StaffRole) : null;
}

/**
 * Resolves the caller from the better-auth session cookie; no cookie means a visitor (no query).
 * A session that cannot be looked up because the database is unreachable is an outage (503),
 * never a sign-out: the person keeps their session and the app retries (ARCHITECTURE.md §6).
 * The tier is the member's entitlements at this moment (subscriptions and staff grants,
 * decision 091): nothing stored on the user decides access (decision 094). With a cache, a caller
 * resolved moments ago for the same Cookie header is used again until anything deciding it changes
 * (actor-cache.ts, decision 130).
 */
export function sessionActorResolver(auth: Auth, env: Env, database: Pick<Database, 'ping' | 'db'>, cache?: ActorCache): ActorResolver {
  // Requests with the same Cookie header that arrive while it is being resolved share that one lookup.
  const resolving = new Map<string, Promise<Actor>>();
  return async (request) => {
    const cookie = request.headers.cookie;
    if (!cookie?.includes('session_token')) return VISITOR;
    const known = cache?.get(cookie);
    if (known) return known;
    const pending = resolving.get(cookie);
    if (pending) return pending;
    const lookup = resolve(request, cookie).finally(() => resolving.delete(cookie));
    resolving.set(cookie, lookup);
    return lookup;
  };

  async function resolve(request: FastifyRequest, cookie: string): Promise<Actor> {
    const mark = cache?.mark() ?? 0;
    const result = await auth.api.getSession({ headers: toFetchHeaders(request) }).catch(() => null);
    if (!result) {
      // No session means a visitor only when the records could be read.
      if (!(await database.ping())) throw databaseUnavailable();
      return VISITOR;
    }
    const { user, session } = result as typeof result & {
      user: { role?: string | null };
      session: { impersonatedBy?: string | null };
    };
    const actor: UserActor = {
      kind: 'user',
      userId: user.id,
      email: user.email,
      staffRole: staffRoleOf(user.role),
      tier: await effectiveTier(database.db, user.id).then(
        (resolved) => resolved.tier,
        () => {
          throw databaseUnavailable();
        },
      ),
      isCoach: isCoachEmail(env, user.email),
      sessionId: session.id,
      impersonatedBy: session.impersonatedBy ?? null,
    };
    cache?.set(cookie, actor, new Date(session.expiresAt), mark);
    return actor;
  }
}
