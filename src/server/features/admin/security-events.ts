import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { unusualActivity } from '#shared/security/unusual-activity';
import type { AppDb } from '#server/platform/db/client';
import { countryOf, truncateIp } from '#server/features/tracking/enrich';
import { securityEvents } from './schema';

/** One refused request is recorded per caller and route in this window, so a flood writes little. */
export const RATE_LIMIT_RECORD_WINDOW_MS = 60_000;
/** Days of the failed sign-ins chart. */
export const SECURITY_DAYS = 14;

export interface SecurityEventLog {
  signInFailed(email: string, ip: string | undefined): Promise<void>;
  rateLimited(request: FastifyRequest): Promise<void>;
}

/** Writes the security page's events (decision 141); a failure to write never fails the request. */
export function createSecurityEventLog(db: AppDb, now: () => number = Date.now): SecurityEventLog {
  const lastRecorded = new Map<string, number>();
  const write = (row: typeof securityEvents.$inferInsert) =>
    db
      .insert(securityEvents)
      .values(row)
      .then(() => undefined)
      .catch(() => undefined);
  return {
    async signInFailed(email, ip) {
      const address = email.trim().toLowerCase();
      const [owner] = (
        (await db.execute(sql`select id from users where email = ${address} limit 1`)) as unknown as { rows: { id: string }[] }
      ).rows;
      await write({
        kind: 'sign_in_failed',
        userId: owner?.id ?? null,
        route: '/api/auth/sign-in/email',
        ipTruncated: truncateIp(ip),
        country: countryOf(ip),
      });
    },
    async rateLimited(request) {
      const route = request.routeOptions.url ?? null;
      const userId = request.actor?.kind === 'user' ? request.actor.userId : null;
      const ipTruncated = truncateIp(request.ip);
      const key = `${userId ?? ipTruncated}|${route}`;
      const at = now();
      if (at - (lastRecorded.get(key) ?? -Infinity) < RATE_LIMIT_RECORD_WINDOW_MS) return;
      lastRecorded.set(key, at);
      for (const [k, t] of lastRecorded) if (at - t >= RATE_LIMIT_RECORD_WINDOW_MS) lastRecorded.delete(k);
      await write({ kind: 'rate_limited', userId, route, ipTruncated, country: countryOf(request.ip) });
    },
  };
}

type Rows<T> = { rows: T[] };
const rows = async <T>(db: AppDb, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as Rows<T>).rows;

/** The security page's figures from the event log: failed sign-ins per day, rate-limit hits, unusual accounts. */
export async function securityEventReport(db: AppDb, now = new Date()) {
  const days = Array.from({ length: SECURITY_DAYS }, (_, i) =>
    new Date(now.getTime() - (SECURITY_DAYS - 1 - i) * 24 * 3600_000).toISOString().slice(0, 10),
  );
  const since = new Date(`${days[0]}T00:00:00.000Z`);
  const dayAgo = new Date(now.getTime() - 24 * 3600_000).toISOString();
  const [perDay, limits, accounts] = await Promise.all([
    rows<{ day: unknown; n: string }>(
      db,
      sql`select (created_at at time zone 'UTC')::date::text as day, count(*) as n from security_events
        where kind = 'sign_in_failed' and created_at >= ${since.toISOString()}::timestamptz group by 1`,
    ),
    rows<{ route: string | null; hits: string; callers: string; last: unknown }>(
      db,
      sql`select route, count(*) as hits, count(distinct coalesce(user_id, ip_truncated)) as callers, max(created_at) as last
        from security_events where kind = 'rate_limited' and created_at >= ${since.toISOString()}::timestamptz
        group by 1 order by 2 desc, 1 limit 50`,
    ),
    rows<{ email: string; failed: string; networks: string; countries: string; limited: string }>(
      db,
      sql`select u.email, count(*) filter (where e.kind = 'sign_in_failed') as failed,
          count(distinct e.ip_truncated) filter (where e.kind = 'sign_in_failed') as networks,
          count(distinct e.country) as countries,
          count(*) filter (where e.kind = 'rate_limited') as limited
        from security_events e join users u on u.id = e.user_id
        where e.created_at >= ${dayAgo}::timestamptz group by u.email`,
    ),
  ]);
  const counts = new Map(perDay.map((r) => [String(r.day), Number(r.n)]));
  return {
    failedSignInsPerDay: days.map((day) => ({ day, count: counts.get(day) ?? 0 })),
    rateLimitHits: limits.map((r) => ({
      route: r.route ?? 'Unmatched API address',
      hits: Number(r.hits),
      callers: Number(r.callers),
      lastAt: new Date(r.last as string).toISOString(),
    })),
    unusualAccounts: accounts
      .map((r) => ({
        email: r.email,
        reasons: unusualActivity({
          failedSignIns: Number(r.failed),
          failedNetworks: Number(r.networks),
          countries: Number(r.countries),
          rateLimitHits: Number(r.limited),
        }),
      }))
      .filter((a) => a.reasons.length > 0)
      .sort((a, b) => b.reasons.length - a.reasons.length || a.email.localeCompare(b.email)),
  };
}
