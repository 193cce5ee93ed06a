import { and, desc, eq, gt, inArray, like, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CHECKED_HEADERS, SecurityOverview, SessionRevoked } from '#shared/contracts/admin-security';
import { callerId } from '#server/platform/access';
import type { AppDb } from '#server/platform/db/client';
import { isHttps } from '#server/platform/security';
import { sessions, signInThrottle, users } from '../auth/schema';
import { writeAudit } from './audit';
import { securityEventReport } from './security-events';
import { auditLog } from './schema';

const LIMIT = 50;
const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * /admin/security (super_admin, issue 23): failed sign-ins by account and per day, rate-limit hits,
 * accounts with unusual activity (decision 141), staff sessions with revoke,
 * impersonation history, and the security headers the server sends, checked by asking itself.
 */
export const securityRoutes: FastifyPluginAsyncZod<{ db: AppDb; publicUrl: string }> = async (app, { db, publicUrl }) => {
  app.get('/api/admin/security', { config: { access: 'super_admin' }, schema: { response: { 200: SecurityOverview } } }, async () => {
    const actor = alias(users, 'actor');
    const target = alias(users, 'target');
    const [failed, staff, impersonations, probe, events] = await Promise.all([
      // The throttle keeps a hash of the address, never the address: the account is found by hashing theirs.
      db
        .select({
          email: users.email,
          failures: signInThrottle.failures,
          lastFailedAt: signInThrottle.lastFailedAt,
          lockedUntil: signInThrottle.lockedUntil,
        })
        .from(signInThrottle)
        .leftJoin(users, sql`${signInThrottle.id} = encode(sha256(convert_to(lower(trim(${users.email})), 'UTF8')), 'hex')`)
        .where(gt(signInThrottle.failures, 0))
        .orderBy(desc(signInThrottle.lastFailedAt))
        .limit(LIMIT),
      db
        .select({
          id: sessions.id,
          email: users.email,
          role: users.role,
          createdAt: sessions.createdAt,
          expiresAt: sessions.expiresAt,
          userAgent: sessions.userAgent,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(ne(users.role, 'user'), gt(sessions.expiresAt, new Date())))
        .orderBy(desc(sessions.createdAt))
        .limit(LIMIT),
      db
        .select({
          action: auditLog.action,
          actorEmail: actor.email,
          targetEmail: target.email,
          reason: auditLog.reason,
          at: auditLog.createdAt,
        })
        .from(auditLog)
        .leftJoin(actor, eq(actor.id, auditLog.actorUserId))
        .leftJoin(target, eq(target.id, auditLog.targetUserId))
        .where(like(auditLog.action, 'impersonation.%'))
        .orderBy(desc(auditLog.createdAt))
        .limit(LIMIT),
      app.inject({ method: 'GET', url: '/api/health' }),
      securityEventReport(db),
    ]);
    return {
      ...events,
      failedSignIns: failed.map((r) => ({ ...r, lastFailedAt: r.lastFailedAt.toISOString(), lockedUntil: iso(r.lockedUntil) })),
      staffSessions: staff.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), expiresAt: r.expiresAt.toISOString() })),
      impersonations: impersonations.map((r) => ({ ...r, at: r.at.toISOString() })),
      headers: CHECKED_HEADERS.map((name) => {
        const value = probe.headers[name];
        return { name, value: value === undefined ? null : String(value) };
      }),
      https: isHttps({ PUBLIC_URL: publicUrl }),
    };
  });

  app.delete(
    '/api/admin/security/sessions/:id',
    {
      config: { access: 'super_admin' },
      schema: { params: z.object({ id: z.string().min(1).max(200) }), response: { 200: SessionRevoked } },
    },
    async (request) => {
      const staffIds = db.select({ id: users.id }).from(users).where(ne(users.role, 'user'));
      const [gone] = await db
        .delete(sessions)
        .where(and(eq(sessions.id, request.params.id), inArray(sessions.userId, staffIds)))
        .returning({ userId: sessions.userId });
      if (gone) {
        await writeAudit(db, {
          actorUserId: callerId(request),
          action: 'session.revoke',
          targetUserId: gone.userId,
          details: { sessionId: request.params.id },
        });
      }
      return { revoked: Boolean(gone) };
    },
  );
};
