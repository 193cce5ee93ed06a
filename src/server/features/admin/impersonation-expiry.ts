import { and, eq, isNotNull, notExists, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import { milliseconds } from 'date-fns/milliseconds';
import type { AppDb } from '#server/platform/db/client';
import type { Mailer } from '#server/platform/email/mailer';
import { defineCronSweep, type JobQueue } from '#server/platform/jobs/queue';
import { auditLog } from './schema';
import { notifyMemberOfSupportView } from './support-view-email';

/** Looks for impersonation views that ran out without being ended (pg-boss cron, every five minutes). */
export const IMPERSONATION_EXPIRY_QUEUE = 'impersonation-expiry';
export const IMPERSONATION_EXPIRY_CRON = '*/5 * * * *';
/**
 * A view counts as run out this long after its expiry, so that an end asked for in its last
 * moments (which writes its own audit row and email) is never taken for one that ran out.
 */
export const EXPIRY_GRACE_MS = 60 * 1000;
/** Views that ran out longer ago than this are old news: no email (the first run after a deploy). */
export const EXPIRY_LOOKBACK_MS = milliseconds({ days: 7 });

interface Log {
  error(details: object, message: string): void;
}

interface Deps {
  db: AppDb;
  mailer: Mailer;
  publicUrl: string;
  log?: Log;
}

const sessionOf = (details: AnyPgColumn) => sql`${details}->>'sessionId'`;

/**
 * Issue 16 (decision 070, completed by 074): the member is emailed after every view, also one that
 * ran out without staff ending it. Each such view is claimed by an 'impersonation.expire' audit row,
 * unique per session (audit_log_impersonation_expire_idx), so it is emailed once, however many
 * instances or retries sweep at the same time. Returns how many members were emailed.
 */
export function createImpersonationExpirySweep({ db, mailer, publicUrl, log }: Deps) {
  return async function emailExpiredViews(now = new Date()): Promise<number> {
    const start = alias(auditLog, 'start');
    const expiresAt = sql`(${start.details}->>'expiresAt')::timestamptz`;
    const closedBy = (action: 'impersonation.end' | 'impersonation.expire') =>
      notExists(
        db
          .select({ id: auditLog.id })
          .from(auditLog)
          .where(and(eq(auditLog.action, action), sql`${sessionOf(auditLog.details)} = ${sessionOf(start.details)}`)),
      );
    const due = await db
      .select({
        staffId: start.actorUserId,
        memberId: start.targetUserId,
        sessionId: sql<string>`${sessionOf(start.details)}`,
        expiresAt: sql<string>`${start.details}->>'expiresAt'`,
      })
      .from(start)
      .where(
        and(
          eq(start.action, 'impersonation.start'),
          isNotNull(start.targetUserId),
          isNotNull(start.actorUserId),
          sql`${sessionOf(start.details)} is not null`,
          sql`${expiresAt} < ${new Date(now.getTime() - EXPIRY_GRACE_MS).toISOString()}::timestamptz`,
          sql`${expiresAt} > ${new Date(now.getTime() - EXPIRY_LOOKBACK_MS).toISOString()}::timestamptz`,
          closedBy('impersonation.end'),
          closedBy('impersonation.expire'),
        ),
      )
      .limit(100);

    let emailed = 0;
    for (const view of due) {
      const [claim] = await db
        .insert(auditLog)
        .values({
          actorUserId: view.staffId,
          action: 'impersonation.expire',
          targetUserId: view.memberId,
          details: { sessionId: view.sessionId, expiresAt: view.expiresAt },
        })
        .onConflictDoNothing()
        .returning({ id: auditLog.id });
      if (!claim) continue; // another instance (or a retry) has it
      try {
        await notifyMemberOfSupportView(
          db,
          mailer,
          publicUrl,
          { memberId: view.memberId!, staffId: view.staffId!, sessionId: view.sessionId },
          new Date(view.expiresAt),
        );
        emailed++;
      } catch (err) {
        // Give the claim back so that the next sweep tries again.
        await db.delete(auditLog).where(eq(auditLog.id, claim.id));
        log?.error({ err, sessionId: view.sessionId }, 'impersonation expiry: the member could not be emailed; the next sweep tries again');
      }
    }
    return emailed;
  };
}

/** Declares the sweep's queue (cron) and worker; answers the sweep itself, for tests. */
export function defineImpersonationExpiry(deps: Deps & { queue: JobQueue }) {
  return defineCronSweep(deps.queue, IMPERSONATION_EXPIRY_QUEUE, IMPERSONATION_EXPIRY_CRON, createImpersonationExpirySweep(deps));
}
