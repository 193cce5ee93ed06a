import { z } from 'zod';
import { Id, Timestamp } from './blocks';
import { BURNOUT_RESULT_TYPES, NERVOUS_SYSTEM_ARCHETYPES, TRACKING_FLAGS } from '../assessments/definition';
import { ZODIAC_SIGNS } from '../soulprint/cosmic';

/** The SoulPrint (spec 3 soulprint_profiles, astrology_profiles, onboarding state; spec 4 tracking). */

export const OnboardingSchema = z.object({
  isNewUser: z.boolean(),
  isOnboardingComplete: z.boolean(),
  hasCompletedAssessments: z.boolean(),
});

export const TrackingSchema = z.object({
  flags: z.record(z.enum(TRACKING_FLAGS), z.boolean()),
  auditComplete: z.boolean(),
  completed: z.number().int(),
  total: z.number().int(),
  progress: z.number().int(),
  remaining: z.array(z.enum(TRACKING_FLAGS)),
});

export const AstrologySchema = z.object({
  birthDate: z.string(),
  birthTime: z.string().nullable(),
  birthPlace: z.string().nullable(),
  sunSign: z.enum(ZODIAC_SIGNS),
  moonSign: z.enum(ZODIAC_SIGNS),
  /** Without a birth time the moon may have changed sign that day. */
  moonSignUncertain: z.boolean(),
});
export type AstrologySchema = z.infer<typeof AstrologySchema>;

/** A light summary for the home intro, dashboard hero and navigation. */
export const SoulprintSummaryResponse = z.object({
  completionPercentage: z.number().int(),
  completedAssessments: z.number().int(),
  onboarding: OnboardingSchema,
  burnoutType: z.enum(BURNOUT_RESULT_TYPES).nullable(),
  archetype: z.enum(NERVOUS_SYSTEM_ARCHETYPES).nullable(),
  /** The member has been here before this session (an earlier sign-in). */
  returning: z.boolean(),
});
export type SoulprintSummaryResponse = z.infer<typeof SoulprintSummaryResponse>;

export const CompassAxis = z.object({
  /** `<slug>.<dimension id>` */
  key: z.string(),
  label: z.string(),
  description: z.string(),
  percent: z.number(),
  higherIs: z.enum(['better', 'harder']),
  band: z.string().nullable(),
  source: z.object({ slug: z.string(), title: z.string(), resultId: Id, path: z.string(), takenAt: Timestamp }),
});
export type CompassAxis = z.infer<typeof CompassAxis>;

export const CompassHistoryEntry = z.object({
  resultId: Id,
  slug: z.string(),
  title: z.string(),
  resultType: z.string().nullable(),
  resultTitle: z.string().nullable(),
  createdAt: Timestamp,
  path: z.string(),
});

export const SoulprintResponse = SoulprintSummaryResponse.extend({
  tracking: TrackingSchema,
  axes: z.array(CompassAxis),
  history: z.array(CompassHistoryEntry),
  astrology: AstrologySchema.nullable(),
  /** Titles of the result types named above, for display. */
  burnoutTitle: z.string().nullable(),
  archetypeTitle: z.string().nullable(),
  /** One sentence when the archetype sits beside a low score on its own dimension (issue 16), else null. */
  archetypeNote: z.string().nullable(),
});
export type SoulprintResponse = z.infer<typeof SoulprintResponse>;

export const COSMIC_MESSAGES = {
  birthDate: 'Please enter your birth date.',
  birthDateRange: 'Please enter a birth date between 1900 and today.',
  birthTime: 'Please enter the time as hours and minutes, like 14:30.',
  birthPlace: 'Please keep the place under 120 characters, without angle brackets.',
} as const;

export const CosmicInput = z.object({
  birthDate: z.iso
    .date(COSMIC_MESSAGES.birthDate)
    .refine((date) => date >= '1900-01-01' && date <= new Date().toISOString().slice(0, 10), COSMIC_MESSAGES.birthDateRange),
  birthTime: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, COSMIC_MESSAGES.birthTime)
    .nullable()
    .default(null),
  birthPlace: z
    .string()
    .trim()
    .max(120, COSMIC_MESSAGES.birthPlace)
    .regex(/^[^<>]*$/, COSMIC_MESSAGES.birthPlace)
    .nullable()
    .default(null),
  /** Minutes east of UTC at the birth place on that day (the browser's guess when not given). */
  utcOffsetMinutes: z.number().int().min(-840).max(840).default(0),
});
export type CosmicInput = z.infer<typeof CosmicInput>;
