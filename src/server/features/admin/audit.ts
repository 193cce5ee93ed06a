import { and, eq, gte, ilike, inArray, lt, or, type SQL } from 'drizzle-orm';
import { AUDIT_ACTIONS, type AuditQuery } from '#shared/contracts/admin';
import type { AppDb } from '#server/platform/db/client';
import { readPage } from '#server/platform/paging';
import { users } from '../auth/schema';
import { auditLog } from './schema';
import { addDaysToKey } from '#shared/dates';

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** A LIKE pattern that finds `text` anywhere, its wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * The audit log's search and filters (decision 142), newest first, a page at a time (decision 156). People are matched by part of
 * their email; the date range is whole UTC days. Runs on `audit_log_created_idx`, and on the actor,
 * target and action indexes when those filters are set.
 */
export async function searchAudit(db: AppDb, query: AuditQuery) {
  const emailsLike = (text: string) =>
    db
      .select({ id: users.id })
      .from(users)
      .where(ilike(users.email, containing(text)));
  const conditions: SQL[] = [];
  if (query.actor) conditions.push(inArray(auditLog.actorUserId, emailsLike(query.actor)));
  if (query.target) conditions.push(inArray(auditLog.targetUserId, emailsLike(query.target)));
  if (query.action) conditions.push(eq(auditLog.action, query.action));
  if (query.from) conditions.push(gte(auditLog.createdAt, new Date(`${query.from}T00:00:00.000Z`)));
  if (query.to) conditions.push(lt(auditLog.createdAt, new Date(`${addDaysToKey(query.to, 1)}T00:00:00.000Z`)));
  if (query.q) {
    const words = containing(query.q);
    conditions.push(
      or(
        ilike(auditLog.action, words),
        ilike(auditLog.reason, words),
        inArray(auditLog.actorUserId, emailsLike(query.q)),
        inArray(auditLog.targetUserId, emailsLike(query.q)),
      )!,
    );
  }
  return readPage(db, auditLog, and(...conditions), query);
}

export async function writeAudit(
  db: AppDb,
  entry: {
    actorUserId: string | null;
    action: AuditAction;
    targetUserId?: string | null;
    reason?: string | null;
    details?: Record<string, unknown>;
  },
) {
  await db.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    action: entry.action,
    targetUserId: entry.targetUserId ?? null,
    reason: entry.reason ?? null,
    details: entry.details ?? {},
  });
}
