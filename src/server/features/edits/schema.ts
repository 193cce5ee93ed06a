import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestamps, timestamptz, updatedAt, userId, userIdPrimaryKey, uuidPrimaryKey } from '#server/platform/db/columns';

/**
 * An Edit a member has started. Issue 16: the member may set it aside (it stops being the plan's
 * next step, its progress kept) and pick it up again (it is the next step again from then).
 */
export const editEnrolments = pgTable(
  'edit_enrolments',
  {
    id: uuidPrimaryKey(),
    userId: userId(),
    editSlug: text('edit_slug').notNull(),
    startedAt: timestamptz('started_at').notNull().defaultNow(),
    /** When the member set it aside; null while it is in play. */
    setAsideAt: timestamptz('set_aside_at'),
    /** When the member last picked it up again after setting it aside. */
    resumedAt: timestamptz('resumed_at'),
  },
  (t) => [uniqueIndex('edit_enrolments_user_edit_idx').on(t.userId, t.editSlug), index('edit_enrolments_started_idx').on(t.startedAt)],
);

/** A completed module; completing twice counts once (unique per member, Edit and module). */
export const moduleCompletions = pgTable(
  'module_completions',
  {
    id: uuidPrimaryKey(),
    userId: userId(),
    editSlug: text('edit_slug').notNull(),
    moduleSlug: text('module_slug').notNull(),
    completedAt: timestamptz('completed_at').notNull().defaultNow(),
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
    id: uuidPrimaryKey(),
    userId: userId(),
    editSlug: text('edit_slug').notNull(),
    moduleSlug: text('module_slug').notNull(),
    answer: text('answer').notNull(),
    ...timestamps(),
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
    id: uuidPrimaryKey(),
    userId: userId(),
    editSlug: text('edit_slug').notNull(),
    moduleSlug: text('module_slug').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('saved_modules_user_module_idx').on(t.userId, t.editSlug, t.moduleSlug)],
);

/** The weekly rhythm a member chose on /my-reset-plan. */
export const planPreferences = pgTable('plan_preferences', {
  userId: userIdPrimaryKey(),
  daysPerWeek: integer('days_per_week').notNull(),
  preferredDays: jsonb('preferred_days').notNull().$type<string[]>(),
  minutesPerSession: integer('minutes_per_session').notNull(),
  updatedAt: updatedAt(),
});
