import { z } from 'zod';
import { Id, moduleOfEdit, Slug, Timestamp } from './blocks';
import { EDIT_NEEDS, Practice } from '../edits/definition';
import { JOURNEY_STAGES } from '../journey/insight';
import { contentField } from '../validation/text';

/** Edits (reset paths), Spark Reboot, the plan, reflections and the journey (issue #6). */

export const EditParams = z.object({ pathSlug: Slug });
export const ModuleParams = EditParams.extend({ moduleSlug: Slug });

export const MODULE_STATUSES = ['not_started', 'current', 'completed'] as const;

export const EditCard = z.object({
  slug: z.string(),
  kind: z.enum(['path', 'program']),
  title: z.string(),
  summary: z.string(),
  needs: z.array(z.enum(EDIT_NEEDS)),
  minutes: z.number().int(),
  moduleCount: z.number().int(),
  completedCount: z.number().int(),
  started: z.boolean(),
  /** The member set it aside (issue 16): its progress is kept, and it is not the plan's next step. */
  setAside: z.boolean(),
  /** Why it is recommended ('Recommended for your System Override result'), or null. */
  recommendedReason: z.string().nullable(),
});
export type EditCard = z.infer<typeof EditCard>;

/** PUT /api/edits/:pathSlug/set-aside: set an Edit in progress aside, or pick it up again (issue 16). */
export const SetAsideInput = z.object({ setAside: z.boolean() });
export type SetAsideInput = z.infer<typeof SetAsideInput>;
export const SET_ASIDE_MESSAGES = {
  notInProgress: 'Only an Edit you have started and not yet finished can be set aside.',
} as const;

export const EditListResponse = z.object({ edits: z.array(EditCard) });
export type EditListResponse = z.infer<typeof EditListResponse>;

export const ModuleSummary = z.object({
  slug: z.string(),
  title: z.string(),
  minutes: z.number().int(),
  status: z.enum(MODULE_STATUSES),
  saved: z.boolean(),
});

export const EditDetailResponse = EditCard.extend({
  forWhom: z.string(),
  rhythm: z.string(),
  introHtml: z.string(),
  serves: z.object({ burnoutTypes: z.array(z.string()), archetypes: z.array(z.string()) }),
  modules: z.array(ModuleSummary),
  /** The module to open next (first not completed), or null when all are done. */
  nextModule: z.string().nullable(),
});
export type EditDetailResponse = z.infer<typeof EditDetailResponse>;

export const ModuleResponse = z.object({
  edit: z.object({ slug: z.string(), title: z.string(), kind: z.enum(['path', 'program']) }),
  slug: z.string(),
  title: z.string(),
  minutes: z.number().int(),
  position: z.number().int(),
  total: z.number().int(),
  readingHtml: z.string(),
  practice: Practice,
  reflection: z.object({ prompt: z.string(), answer: z.string().nullable() }),
  completed: z.boolean(),
  saved: z.boolean(),
  previousModule: z.string().nullable(),
  nextModule: z.string().nullable(),
});
export type ModuleResponse = z.infer<typeof ModuleResponse>;

export const ReflectionInput = z.object({
  answer: contentField.pipe(z.string().trim().min(1, 'Please write a few words, or leave it for now.')),
});
export const CompleteModuleInput = z.object({ reflection: z.string().optional() });
export const CompleteModuleResponse = z.object({
  completed: z.literal(true),
  nextModule: z.string().nullable(),
  totalCompleted: z.number().int(),
});

export const Reflection = z.object({
  id: Id,
  ...moduleOfEdit(),
  prompt: z.string(),
  answer: z.string(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type Reflection = z.infer<typeof Reflection>;
export const ReflectionListResponse = z.object({ reflections: z.array(Reflection) });
export const ReflectionIdParams = z.object({ id: z.uuid() });

export const SavedModulesResponse = z.object({
  modules: z.array(
    z.object({
      ...moduleOfEdit(),
      minutes: z.number().int(),
      savedAt: Timestamp,
    }),
  ),
});

/** The member's plan (/my-reset-plan). */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export const PlanRhythm = z.object({
  daysPerWeek: z.number().int().min(1, 'Choose at least one day a week.').max(7),
  preferredDays: z.array(z.enum(WEEKDAYS)).max(7),
  minutesPerSession: z.number().int().min(5).max(60),
});
export type PlanRhythm = z.infer<typeof PlanRhythm>;
export const DEFAULT_RHYTHM: PlanRhythm = { daysPerWeek: 2, preferredDays: ['tue', 'fri'], minutesPerSession: 10 };

export const PlanResponse = z.object({
  burnoutType: z.string().nullable(),
  archetype: z.string().nullable(),
  recommended: EditCard.nullable(),
  nextModule: z
    .object({
      ...moduleOfEdit(),
      minutes: z.number().int(),
      /** The member has started this Edit (so it may be set aside from here; issue 16). */
      inProgress: z.boolean(),
    })
    .nullable(),
  rhythm: PlanRhythm,
  /** Whether the member chose the rhythm (false: the default stands in; issue 16: no rest note on day one). */
  rhythmChosen: z.boolean().default(false),
  /** Other recommended Edits after the first. */
  alsoRecommended: z.array(EditCard),
});
export type PlanResponse = z.infer<typeof PlanResponse>;

/** Spec 3 comprehensive user data summary + journey insight, from one call. */
export const JourneyResponse = z.object({
  data_summary: z.object({
    total_modules_completed: z.number().int(),
    soulprint_completion: z.number().int(),
    latest_quiz_date: z.string().nullable(),
    last_active_date: z.string().nullable(),
    total_journal_entries: z.number().int(),
  }),
  recent_coaching_sessions: z.array(z.unknown()),
  insight: z.object({
    stage: z.enum(JOURNEY_STAGES),
    progress_percentage: z.number().int(),
    next_recommended_action: z.string(),
    time_to_next_milestone: z.string(),
    blockers: z.array(z.string()),
    strengths: z.array(z.string()),
  }),
  /** Modules completed per ISO week (newest last), for the progress dashboard. */
  modulesByWeek: z.array(z.object({ week: z.string(), count: z.number().int() })),
});
export type JourneyResponse = z.infer<typeof JourneyResponse>;

/** /starter-kit: first steps, each ticked off by doing it. */
export const STARTER_STEPS = ['audit', 'edit', 'checkin', 'reminders'] as const;
export type StarterStep = (typeof STARTER_STEPS)[number];
export const StarterKitResponse = z.object({
  steps: z.array(z.object({ id: z.enum(STARTER_STEPS), done: z.boolean() })),
  completed: z.number().int(),
});
export type StarterKitResponse = z.infer<typeof StarterKitResponse>;
