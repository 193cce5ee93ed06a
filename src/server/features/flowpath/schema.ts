import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamps, timestamptz, userId, userIdPrimaryKey, uuidPrimaryKey } from '#server/platform/db/columns';
import type { EnergyTask } from '#shared/flowpath/energy-map';
import type { Stage } from '#shared/flowpath/content';
import type { ValuesSort } from '#shared/flowpath/values-sort';

/** A member's FlowPath: where they are on it and what they wrote in the stages kept as one document each. */
export const flowpathPaths = pgTable('flowpath_paths', {
  userId: userIdPrimaryKey(),
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
  ...timestamps(),
});

/** The energy map as it stood on a day: one row a day the member saved it, so it can be seen over time. */
export const flowpathEnergyMaps = pgTable(
  'flowpath_energy_maps',
  {
    id: uuidPrimaryKey(),
    userId: userId(),
    day: date('day', { mode: 'string' }).notNull(),
    tasks: jsonb('tasks').notNull().$type<EnergyTask[]>(),
    ...timestamps(),
  },
  (t) => [index('flowpath_energy_maps_user_day_idx').on(t.userId, t.day)],
);

/** Job-crafting experiments: from the library or the member's own, with dates and what came of them. */
export const flowpathExperiments = pgTable(
  'flowpath_experiments',
  {
    id: uuidPrimaryKey(),
    userId: userId(),
    libraryId: text('library_id'),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    plan: text('plan').notNull().default(''),
    startOn: date('start_on', { mode: 'string' }).notNull(),
    checkBackOn: date('check_back_on', { mode: 'string' }).notNull(),
    /** gave, same or took: did it give energy back? Null until recorded. */
    result: text('result'),
    resultNote: text('result_note'),
    recordedAt: timestamptz('recorded_at'),
    /** The check-back day a reminder went out for (once per day). */
    remindedFor: date('reminded_for', { mode: 'string' }),
    ...timestamps(),
  },
  (t) => [index('flowpath_experiments_user_idx').on(t.userId, t.startOn), index('flowpath_experiments_check_back_idx').on(t.checkBackOn)],
);

/** The conversation scripts the member edited, by the script's id in the content. */
export const flowpathScripts = pgTable(
  'flowpath_scripts',
  {
    userId: userId(),
    scriptId: text('script_id').notNull(),
    text: text('text').notNull(),
    ...timestamps(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.scriptId] })],
);

/** The 30-60-90 plan's milestones. */
export const flowpathMilestones = pgTable(
  'flowpath_milestones',
  {
    id: uuidPrimaryKey(),
    userId: userId(),
    horizon: integer('horizon').notNull(),
    title: text('title').notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    doneAt: timestamptz('done_at'),
    remindedFor: date('reminded_for', { mode: 'string' }),
    ...timestamps(),
  },
  (t) => [index('flowpath_milestones_user_idx').on(t.userId, t.dueOn), index('flowpath_milestones_due_idx').on(t.dueOn)],
);
