import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, optionalUserId, staffDecision, uuidPrimaryKey } from '#server/platform/db/columns';

export const coachApplications = pgTable(
  'coach_applications',
  {
    id: uuidPrimaryKey(),
    userId: optionalUserId(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    credentials: text('credentials').notNull(),
    experience: text('experience').notNull(),
    approach: text('approach').notNull(),
    links: jsonb('links').notNull().$type<string[]>().default([]),
    status: text('status').notNull().default('pending'),
    ...staffDecision(),
    createdAt: createdAt(),
  },
  (t) => [index('coach_applications_status_idx').on(t.status, t.createdAt), index('coach_applications_user_idx').on(t.userId)],
);
