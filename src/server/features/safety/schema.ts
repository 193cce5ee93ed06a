import { date, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { SafetyPlan } from '#shared/contracts/safety';

/**
 * How many crisis cards were shown each day, by surface and tier (for reporting, as
 * California's SB 243 will ask of companion chatbots). Never the words that triggered them,
 * nor who wrote them.
 */
export const crisisCardCounts = pgTable(
  'crisis_card_counts',
  {
    day: date('day').notNull(),
    surface: text('surface').notNull(),
    tier: smallint('tier').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.surface, t.tier] })],
);

/** A member's safety plan (Stanley and Brown), one per person, private to them. */
export const safetyPlans = pgTable('safety_plans', {
  userId: text('user_id').primaryKey(),
  plan: jsonb('plan').notNull().$type<SafetyPlan>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
