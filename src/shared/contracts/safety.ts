import { z } from 'zod';
import { Timestamp } from './blocks';
import type { CrisisTier as CrisisTierValue } from '../safety/crisis-check';
import { contentField } from '../validation/text';
import { labelKeys } from '#shared/labels';

/** The safety net (issue 15): the crisis tier returned with every save, card counts, the safety plan. */

/** 0 nothing found, 1 explicit (the crisis card first), 2 ambiguous or hopeless (the direct question). */
export const CrisisTier = z.union([z.literal(0), z.literal(1), z.literal(2)]) satisfies z.ZodType<CrisisTierValue>;

/** Every surface where a person writes and the server checks what they wrote. */
export const CRISIS_SURFACE_LABELS = {
  checkin: 'Check-in notes',
  journal: 'Journal',
  monthly_reflection: 'Monthly reflection',
  module_reflection: 'Edit reflections',
  supplemental: 'Supplemental answers',
  contact: 'Contact form',
  coach_application: 'Coach applications',
  hardship_application: 'Hardship applications',
  sofia: 'Sofia conversations',
  lounge: 'The Lounge',
  flowpath: 'FlowPath notes',
  account_deletion: 'Account deletion reasons',
  shop_review: 'Refill Shop reviews',
};
export type CrisisSurface = keyof typeof CRISIS_SURFACE_LABELS;
export const CRISIS_SURFACES = labelKeys(CRISIS_SURFACE_LABELS);

/** A save's answer when nothing else comes back: it is stored, with the tier of what was written. */
export const SavedWithTier = z.object({ ok: z.literal(true), crisisTier: CrisisTier });

/** Daily counts of crisis cards shown, by surface and tier: never the words that triggered them. */
export const CrisisCardCount = z.object({
  day: z.string(),
  surface: z.enum(CRISIS_SURFACES),
  tier: z.union([z.literal(1), z.literal(2)]),
  count: z.number().int(),
});
export type CrisisCardCount = z.infer<typeof CrisisCardCount>;
export const CrisisCardCountsResponse = z.object({ days: z.number().int(), counts: z.array(CrisisCardCount) });

/** Stanley and Brown's safety plan, in its order: each step is the person's own words. */
export const SAFETY_PLAN_STEPS = [
  { key: 'warningSigns', title: 'Warning signs', hint: 'Thoughts, moods, situations or behaviours that tell me a crisis may be starting.' },
  {
    key: 'copingAlone',
    title: 'Things I can do on my own',
    hint: 'What takes my mind off things without contacting anyone: a walk, music, a shower, breathing.',
  },
  {
    key: 'distractions',
    title: 'People and places that help me feel better',
    hint: 'People I can be around and places I can go that lift my mood, without talking about the crisis.',
  },
  { key: 'peopleToAsk', title: 'People I can ask for help', hint: 'Names and numbers of people I trust to tell how I feel.' },
  {
    key: 'professionals',
    title: 'Professionals and lines I can call',
    hint: 'My doctor or therapist, a crisis line, the local emergency number.',
  },
  {
    key: 'saferSurroundings',
    title: 'Making my surroundings safer',
    hint: 'What I can put away, hand to someone or keep out of reach while things are hard.',
  },
  { key: 'reasonsForLiving', title: 'My reasons for living', hint: 'The people, things and hopes that matter most to me.' },
] as const;
export type SafetyPlanKey = (typeof SAFETY_PLAN_STEPS)[number]['key'];

const step = contentField.default('');
export const SafetyPlan = z.object({
  warningSigns: step,
  copingAlone: step,
  distractions: step,
  peopleToAsk: step,
  professionals: step,
  saferSurroundings: step,
  reasonsForLiving: step,
});
export type SafetyPlan = z.infer<typeof SafetyPlan>;
export const EMPTY_SAFETY_PLAN: SafetyPlan = {
  warningSigns: '',
  copingAlone: '',
  distractions: '',
  peopleToAsk: '',
  professionals: '',
  saferSurroundings: '',
  reasonsForLiving: '',
};
export const SafetyPlanResponse = z.object({ plan: SafetyPlan, updatedAt: Timestamp.nullable() });
export type SafetyPlanResponse = z.infer<typeof SafetyPlanResponse>;
