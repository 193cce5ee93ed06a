import { date, integer, jsonb, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { updatedAt, userIdPrimaryKey } from '#server/platform/db/columns';
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
  userId: userIdPrimaryKey(),
  plan: jsonb('plan').notNull().$type<SafetyPlan>(),
  updatedAt: updatedAt(),
});
