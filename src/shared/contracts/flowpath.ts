import { z } from 'zod';
import { Id, Timestamp } from './blocks';
import { EXPERIMENT_KINDS, STAGES, WORKLIFE_AREAS } from '../flowpath/content';
import { ENERGY_VALUES, IMPORTANCE_VALUES, MAX_TASKS } from '../flowpath/energy-map';
import { HORIZONS, experimentDateErrors } from '../flowpath/plan-dates';
import { PILES } from '../flowpath/values-sort';
import { TEXT_MESSAGES, contentField, hasControlCharacters, titleField } from '../validation/text';
import { labelKeys } from '#shared/labels';
/** FlowPath (issue 22): the member's path, every route the signed-in member's own. */

export const FLOWPATH_MESSAGES = {
  notFound: 'We could not find that.',
  day: 'Please choose a date.',
  energy: 'Please choose how much energy this gives or takes.',
  importance: 'Please choose how much this matters to you.',
  taskName: 'Please name the task.',
  tooManyTasks: `Please keep to ${MAX_TASKS} tasks at most.`,
  unknownOption: 'We could not find that option.',
  unknownScript: 'We could not find that script.',
  unknownExperiment: 'We could not find that experiment in the library.',
  milestones: 'Please keep to 12 milestones at most.',
} as const;

const day = z.iso.date(FLOWPATH_MESSAGES.day);
const note = contentField.refine((t) => !hasControlCharacters(t), TEXT_MESSAGES.controlCharacters);
const shortNote = z.string().max(2000, 'Please keep this under 2,000 characters.').pipe(note);

export const StageParams = z.object({ stage: z.enum(STAGES) });
export const IdParams = z.object({ id: z.uuid() });
export const ScriptParams = z.object({ scriptId: z.string().regex(/^[a-z0-9-]{1,60}$/) });

export const StageInput = z.object({ stage: z.enum(STAGES) });

export const WorklifeInput = z.object({ answers: z.record(z.string().max(60), z.number()) });

export const EnergyTaskInput = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,40}$/),
  name: titleField.pipe(z.string().max(80, 'Please keep the name under 80 characters.')),
  energy: z
    .number({ error: FLOWPATH_MESSAGES.energy })
    .refine((n) => (ENERGY_VALUES as readonly number[]).includes(n), FLOWPATH_MESSAGES.energy),
  importance: z
    .number({ error: FLOWPATH_MESSAGES.importance })
    .refine((n) => (IMPORTANCE_VALUES as readonly number[]).includes(n), FLOWPATH_MESSAGES.importance),
});
export const EnergyMapInput = z.object({ tasks: z.array(EnergyTaskInput).max(MAX_TASKS, FLOWPATH_MESSAGES.tooManyTasks) });

export const ValuesInput = z.object({
  piles: z.record(z.string().max(40), z.enum(PILES)),
  top: z.array(z.string().max(40)).max(10),
  rewarded: z.array(z.string().max(40)).max(40),
});

export const OptionsInput = z.object({
  notes: z.record(z.string().max(60), shortNote),
  leaning: z.string().max(60).nullable(),
});

export const EXPERIMENT_RESULT_LABELS = {
  gave: 'Yes, it gave energy back',
  same: 'No real difference',
  took: 'It took energy',
};
export type ExperimentResult = keyof typeof EXPERIMENT_RESULT_LABELS;
export const EXPERIMENT_RESULTS = labelKeys(EXPERIMENT_RESULT_LABELS);

const ExperimentFields = z.object({
  libraryId: z.string().max(60).nullable(),
  kind: z.enum(EXPERIMENT_KINDS),
  title: titleField.pipe(z.string().max(80, 'Please keep the title under 80 characters.')),
  plan: shortNote,
  startOn: day,
  checkBackOn: day,
});
/**
 * A new experiment. The check-back rule runs even when another field is refused, so every field's
 * problem comes back in one answer (a member fixes them all at once, not one per try).
 */
export const ExperimentInput = ExperimentFields.check((ctx) => {
  const { startOn, checkBackOn } = ctx.value;
  if (!day.safeParse(startOn).success || !day.safeParse(checkBackOn).success) return;
  for (const [field, message] of Object.entries(experimentDateErrors(startOn, checkBackOn)))
    ctx.issues.push({ code: 'custom', message, path: [field], input: ctx.value });
});
export const ExperimentPatch = z
  .object({
    title: ExperimentFields.shape.title,
    plan: shortNote,
    startOn: day,
    checkBackOn: day,
    result: z.enum(EXPERIMENT_RESULTS).nullable(),
    resultNote: shortNote,
  })
  .partial();

export const ScriptInput = z.object({ text: note.pipe(z.string().max(5000, 'Please keep this under 5,000 characters.')) });

export const MilestoneInput = z.object({
  id: z.uuid().optional(),
  horizon: z.union(HORIZONS.map((h) => z.literal(h)) as [z.ZodLiteral<30>, z.ZodLiteral<60>, z.ZodLiteral<90>]),
  title: titleField.pipe(z.string().max(120, 'Please keep the milestone under 120 characters.')),
});
export const PlanInput = z.object({
  startOn: day,
  emailReminders: z.boolean(),
  milestones: z.array(MilestoneInput).max(12, FLOWPATH_MESSAGES.milestones),
});
export const MilestonePatch = z.object({ done: z.boolean() });

const AreaScore = z.object({
  area: z.enum(WORKLIFE_AREAS),
  score: z.number().nullable(),
  band: z.enum(['strain', 'mixed', 'fit']).nullable(),
});
const EnergyTask = z.object({ id: Id, name: z.string(), energy: z.number(), importance: z.number() });
const EnergyCounts = z.object({ protect: z.number(), filler: z.number(), steady: z.number(), drainer: z.number() });

export const Experiment = z.object({
  id: Id,
  libraryId: Id.nullable(),
  kind: z.enum(EXPERIMENT_KINDS),
  title: z.string(),
  plan: z.string(),
  startOn: z.string(),
  checkBackOn: z.string(),
  result: z.enum(EXPERIMENT_RESULTS).nullable(),
  resultNote: z.string().nullable(),
  recordedAt: Timestamp.nullable(),
});
export type Experiment = z.infer<typeof Experiment>;

export const Milestone = z.object({
  id: Id,
  horizon: z.number(),
  title: z.string(),
  dueOn: z.string(),
  doneAt: Timestamp.nullable(),
});
export type Milestone = z.infer<typeof Milestone>;

export const FlowpathState = z.object({
  today: z.string(),
  progress: z.object({
    stage: z.enum(STAGES),
    completed: z.partialRecord(z.enum(STAGES), z.string()),
    percent: z.number(),
    count: z.number(),
  }),
  stand: z.object({
    careerResult: z
      .object({
        id: Id,
        resultType: z.string().nullable(),
        title: z.string().nullable(),
        summary: z.string().nullable(),
        createdAt: Timestamp,
      })
      .nullable(),
    answers: z.record(z.string(), z.number()),
    scores: z.array(AreaScore),
    draining: z.array(z.enum(WORKLIFE_AREAS)),
  }),
  energy: z.object({
    tasks: z.array(EnergyTask),
    history: z.array(z.object({ day: z.string(), counts: EnergyCounts, balance: z.number() })),
    workTrend: z.enum(['rising', 'falling', 'steady']).nullable(),
  }),
  values: ValuesInput,
  options: OptionsInput,
  experiments: z.array(Experiment),
  scripts: z.record(z.string(), z.string()),
  plan: z.object({
    startOn: z.string().nullable(),
    emailReminders: z.boolean(),
    milestones: z.array(Milestone),
    next: Milestone.nullable(),
  }),
});
export type FlowpathState = z.infer<typeof FlowpathState>;
export type StageInput = z.infer<typeof StageInput>;
export type EnergyMapInput = z.infer<typeof EnergyMapInput>;
export type ValuesInput = z.infer<typeof ValuesInput>;
export type OptionsInput = z.infer<typeof OptionsInput>;
export type ExperimentInput = z.infer<typeof ExperimentInput>;
export type ExperimentPatch = z.infer<typeof ExperimentPatch>;
export type PlanInput = z.infer<typeof PlanInput>;
