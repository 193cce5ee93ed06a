import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, optionalUserId, uuidPrimaryKey } from '#server/platform/db/columns';

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
    // The audit log's action filter (decision 142).
    index('audit_log_action_created_idx').on(t.action, t.createdAt),
    // A view that ran out is emailed once: its claim is one row per session (decision 074).
    uniqueIndex('audit_log_impersonation_expire_idx')
      .on(sql`(${t.details}->>'sessionId')`)
      .where(sql`${t.action} = 'impersonation.expire'`),
  ],
);

export const SECURITY_EVENT_KINDS = ['sign_in_failed', 'rate_limited'] as const;

/**
 * What the security page follows over time (decision 141): a failed sign-in (the account when the
 * address has one; the address itself is never kept) and a request refused
 * by a rate limit (the route it matched, the caller when signed in). The network is kept truncated.
 */
export const securityEvents = pgTable(
  'security_events',
  {
    id: uuidPrimaryKey(),
    kind: text('kind').notNull().$type<(typeof SECURITY_EVENT_KINDS)[number]>(),
    userId: optionalUserId(),
    /** The route's pattern as registered (`/api/auth/*`), never the address asked for. */
    route: text('route'),
    ipTruncated: text('ip_truncated'),
    country: text('country'),
    createdAt: createdAt(),
  },
  (t) => [
    index('security_events_kind_created_idx').on(t.kind, t.createdAt),
    index('security_events_user_created_idx').on(t.userId, t.createdAt),
  ],
);
