import { and, eq, gte } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamps, updatedAt, userId, userIdPrimaryKey, uuidPrimaryKey } from '#server/platform/db/columns';
import type { CheckinData } from '#shared/contracts/wellness';

/** Spec 3 user_preferences. */
export const userPreferences = pgTable('user_preferences', {
  userId: userIdPrimaryKey(),
  burnoutCheckFrequency: text('burnout_check_frequency').notNull().default('weekly'),
  mindfulBreakReminders: boolean('mindful_break_reminders').notNull().default(false),
  breakFrequencyMinutes: integer('break_frequency_minutes').notNull().default(60),
  communicationStyle: text('communication_style').notNull().default('gentle'),
  learningPace: text('learning_pace').notNull().default('steady'),
  communicationTone: text('communication_tone').notNull().default('warm'),
  updatedAt: updatedAt(),
});

/** Spec 3 soulprint_entries: category 'wellness', entry_type 'burnout_check', data with the ratings, a timestamp and the frequency. */
export const soulprintEntries = pgTable(
  'soulprint_entries',
  {
    id: uuidPrimaryKey(),
    userId: userId(),
    soulprintProfileId: uuid('soulprint_profile_id').notNull(),
    category: text('category').notNull(),
    entryType: text('entry_type').notNull(),
    data: jsonb('data').notNull().$type<CheckinData>(),
    /** The id the member's device gave the save (issue 25): a replay finds the first row. */
    clientId: uuid('client_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('soulprint_entries_user_type_idx').on(t.userId, t.category, t.entryType, t.createdAt),
    uniqueIndex('soulprint_entries_user_client_id_idx').on(t.userId, t.clientId),
    // Check-ins per day on /admin/analytics.
    index('soulprint_entries_type_created_idx').on(t.category, t.entryType, t.createdAt),
  ],
);

/** A member's daily check-ins (burnout checks) among her SoulPrint entries, made since `since` when given. */
export const burnoutChecksOf = (userId: string, since?: Date) =>
  and(
    eq(soulprintEntries.userId, userId),
    eq(soulprintEntries.category, 'wellness'),
    eq(soulprintEntries.entryType, 'burnout_check'),
    since && gte(soulprintEntries.createdAt, since),
  );

/** Private journal entries, stored as written and shown as text. */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: uuidPrimaryKey(),
    userId: userId(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    mood: integer('mood'),
    tags: jsonb('tags').notNull().$type<string[]>().default([]),
    /** The id the member's device gave the entry (issue 25): a replay finds the first row. */
    clientId: uuid('client_id'),
    ...timestamps(),
  },
  (t) => [
    index('journal_entries_user_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('journal_entries_user_client_id_idx').on(t.userId, t.clientId),
  ],
);

/** Quick nervous-system state checks on /nervous-system. */
export const nervousStateChecks = pgTable(
  'nervous_state_checks',
  {
    id: uuidPrimaryKey(),
    userId: userId(),
    state: text('state').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('nervous_state_checks_user_idx').on(t.userId, t.createdAt)],
);
