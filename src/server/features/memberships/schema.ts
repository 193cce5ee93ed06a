import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, staffDecision, timestamptz, userId, uuidPrimaryKey } from '#server/platform/db/columns';

/** Hardship (sliding-scale) applications; an approval's level is applied by the memberships checkout. */
export const hardshipApplications = pgTable(
  'hardship_applications',
  {
    id: uuidPrimaryKey(),
    userId: userId(),
    situation: text('situation').notNull(),
    requestedLevel: integer('requested_level').notNull(),
    note: text('note').notNull().default(''),
    status: text('status').notNull().default('pending'),
    approvedLevel: integer('approved_level'),
    ...staffDecision(),
    /** When staff look at an approved level again; the level stops applying then (decision 094). */
    reviewAt: timestamptz('review_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('hardship_applications_status_idx').on(t.status, t.createdAt),
    index('hardship_applications_user_idx').on(t.userId, t.createdAt),
  ],
);
export * from './subscription-schema';
export * from './billing-schema';
export * from './reminder-schema';
