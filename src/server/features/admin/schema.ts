import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, uuidPrimaryKey } from '#server/platform/db/columns';

/** Admin actions and impersonation: who, what, whom, why, when (ARCHITECTURE.md §6). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuidPrimaryKey(),
    actorUserId: text('actor_user_id'),
    action: text('action').notNull(),
    targetUserId: text('target_user_id'),
    reason: text('reason'),
    details: jsonb('details').notNull().$type<Record<string, unknown>>().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_target_idx').on(t.targetUserId),
    index('audit_log_actor_idx').on(t.actorUserId),
    // A view that ran out is emailed once: its claim is one row per session (decision 074).
    uniqueIndex('audit_log_impersonation_expire_idx')
      .on(sql`(${t.details}->>'sessionId')`)
      .where(sql`${t.action} = 'impersonation.expire'`),
  ],
);
