import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * An Edit a member has started. Issue 16: the member may set it aside (it stops being the plan's
 * next step, its progress kept) and pick it up again (it is the next step again from then).
 */
export const editEnrolments = pgTable(
  'edit_enrolments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    editSlug: text('edit_slug').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the member set it aside; null while it is in play. */
    setAsideAt: timestamp('set_aside_at', { withTimezone: true }),
    /** When the member last picked it up again after setting it aside. */
    resumedAt: timestamp('resumed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('edit_enrolments_user_edit_idx').on(t.userId, t.editSlug), index('edit_enrolments_started_idx').on(t.startedAt)],
);

/** A completed module; completing twice counts once (unique per member, Edit and module). */
export const moduleCompletions = pgTable(
  'module_completions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    editSlug: text('edit_slug').notNull(),
    moduleSlug: text('module_slug').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('module_completions_user_module_idx').on(t.userId, t.editSlug, t.moduleSlug),
    index('module_completions_user_time_idx').on(t.userId, t.completedAt),
    index('module_completions_completed_idx').on(t.completedAt),
  ],
);

/** The member's answer to a module's reflection prompt (one per module, editable). */
export const moduleReflections = pgTable(
  'module_reflections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    editSlug: text('edit_slug').notNull(),
    moduleSlug: text('module_slug').notNull(),
    answer: text('answer').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('module_reflections_user_module_idx').on(t.userId, t.editSlug, t.moduleSlug),
    index('module_reflections_user_time_idx').on(t.userId, t.updatedAt),
  ],
);

/** Modules saved for later (/my-content). */
export const savedModules = pgTable(
  'saved_modules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    editSlug: text('edit_slug').notNull(),
    moduleSlug: text('module_slug').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('saved_modules_user_module_idx').on(t.userId, t.editSlug, t.moduleSlug)],
);

/** The weekly rhythm a member chose on /my-reset-plan. */
export const planPreferences = pgTable('plan_preferences', {
  userId: text('user_id').primaryKey(),
  daysPerWeek: integer('days_per_week').notNull(),
  preferredDays: jsonb('preferred_days').notNull().$type<string[]>(),
  minutesPerSession: integer('minutes_per_session').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
