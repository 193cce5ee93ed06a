import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const coachApplications = pgTable(
  'coach_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    credentials: text('credentials').notNull(),
    experience: text('experience').notNull(),
    approach: text('approach').notNull(),
    links: jsonb('links').notNull().$type<string[]>().default([]),
    status: text('status').notNull().default('pending'),
    decisionNote: text('decision_note'),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('coach_applications_status_idx').on(t.status, t.createdAt), index('coach_applications_user_idx').on(t.userId)],
);
