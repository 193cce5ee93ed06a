import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { EnergyTask } from '#shared/flowpath/energy-map';
import type { Stage } from '#shared/flowpath/content';
import type { ValuesSort } from '#shared/flowpath/values-sort';

const stamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** A member's FlowPath: where they are on it and what they wrote in the stages kept as one document each. */
export const flowpathPaths = pgTable('flowpath_paths', {
  userId: text('user_id').primaryKey(),
  currentStage: text('current_stage').$type<Stage>(),
  /** Stage → when it was finished (ISO time). */
  completed: jsonb('completed').notNull().$type<Partial<Record<Stage, string>>>().default({}),
  /** Worklife check: item id → 1–5. */
  worklifeAnswers: jsonb('worklife_answers').notNull().$type<Record<string, number>>().default({}),
  valuesSort: jsonb('values_sort').notNull().$type<ValuesSort>().default({ piles: {}, top: [], rewarded: [] }),
  /** Option id → the member's notes. */
  optionNotes: jsonb('option_notes').notNull().$type<Record<string, string>>().default({}),
  leaningOption: text('leaning_option'),
  /** The day the 30-60-90 plan counts from. */
  planStartOn: date('plan_start_on', { mode: 'string' }),
  /** Gentle emails for milestones and check-backs (off until the member turns them on). */
  emailReminders: boolean('email_reminders').notNull().default(false),
  ...stamps,
});

/** The energy map as it stood on a day: one row a day the member saved it, so it can be seen over time. */
export const flowpathEnergyMaps = pgTable(
  'flowpath_energy_maps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    tasks: jsonb('tasks').notNull().$type<EnergyTask[]>(),
    ...stamps,
  },
  (t) => [index('flowpath_energy_maps_user_day_idx').on(t.userId, t.day)],
);

/** Job-crafting experiments: from the library or the member's own, with dates and what came of them. */
export const flowpathExperiments = pgTable(
  'flowpath_experiments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    libraryId: text('library_id'),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    plan: text('plan').notNull().default(''),
    startOn: date('start_on', { mode: 'string' }).notNull(),
    checkBackOn: date('check_back_on', { mode: 'string' }).notNull(),
    /** gave, same or took: did it give energy back? Null until recorded. */
    result: text('result'),
    resultNote: text('result_note'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }),
    /** The check-back day a reminder went out for (once per day). */
    remindedFor: date('reminded_for', { mode: 'string' }),
    ...stamps,
  },
  (t) => [index('flowpath_experiments_user_idx').on(t.userId, t.startOn), index('flowpath_experiments_check_back_idx').on(t.checkBackOn)],
);

/** The conversation scripts the member edited, by the script's id in the content. */
export const flowpathScripts = pgTable(
  'flowpath_scripts',
  {
    userId: text('user_id').notNull(),
    scriptId: text('script_id').notNull(),
    text: text('text').notNull(),
    ...stamps,
  },
  (t) => [primaryKey({ columns: [t.userId, t.scriptId] })],
);

/** The 30-60-90 plan's milestones. */
export const flowpathMilestones = pgTable(
  'flowpath_milestones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    horizon: integer('horizon').notNull(),
    title: text('title').notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }),
    remindedFor: date('reminded_for', { mode: 'string' }),
    ...stamps,
  },
  (t) => [index('flowpath_milestones_user_idx').on(t.userId, t.dueOn), index('flowpath_milestones_due_idx').on(t.dueOn)],
);
