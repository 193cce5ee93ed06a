import { z } from 'zod';
import { ClientId, Id, moduleOfEdit, Timestamp } from './blocks';
import { contentField } from '../validation/text';
import { JournalEntry } from './journal';
import { CrisisTier } from './safety';
import { NextCursor, pageQuery } from './paging';
import { BURNOUT_CHECK_FREQUENCIES, CHECKIN_MEASURES, CHECKIN_SCALE } from '../wellness/rules';

/** Wellness (issue #7): check-ins, preferences, calendar, trends, state checks. The journal is in ./journal. */

const rating = z
  .number({ error: 'Please choose a number from 1 to 10.' })
  .int('Please choose a whole number from 1 to 10.')
  .min(CHECKIN_SCALE.min, 'Please choose a number from 1 to 10.')
  .max(CHECKIN_SCALE.max, 'Please choose a number from 1 to 10.');

/** Spec 3 wellness check-in: five ratings 1–10 (default 5) and optional notes. */

export const CheckinInput = z.object({
  client_id: ClientId.optional(),
  energy_level: rating,
  stress_level: rating,
  sleep_quality: rating,
  work_satisfaction: rating,
  social_connection: rating,
  notes: contentField.optional(),
});
export type CheckinInput = z.infer<typeof CheckinInput>;

export const CHECKIN_LABELS: Record<(typeof CHECKIN_MEASURES)[number], { label: string; low: string; high: string }> = {
  energy_level: { label: 'Energy', low: 'Running on empty', high: 'Plenty in the tank' },
  stress_level: { label: 'Stress', low: 'Calm', high: 'Overwhelmed' },
  sleep_quality: { label: 'Sleep', low: 'Barely slept', high: 'Slept well' },
  work_satisfaction: { label: 'Work', low: 'Draining', high: 'Going well' },
  social_connection: { label: 'Connection', low: 'Alone', high: 'Close to people' },
};

/** Spec 3 soulprint_entries data for a burnout check. */
export const CheckinData = CheckinInput.omit({ client_id: true }).extend({ timestamp: z.string(), frequency: z.string() });
export type CheckinData = z.infer<typeof CheckinData>;

export const Checkin = CheckinData.extend({ id: Id, created_at: z.string() });
export type Checkin = z.infer<typeof Checkin>;
export const CheckinResponse = z.object({ checkin: Checkin, crisis: z.boolean(), crisisTier: CrisisTier });
/** Decision 156: a page of at most 500 (100 unless asked), within the last `days`. */
export const CheckinListQuery = z.object({ days: z.coerce.number().int().min(1).max(366).default(30) }).extend(pageQuery(100, 500).shape);
export const CheckinListResponse = z.object({ checkins: z.array(Checkin), nextCursor: NextCursor });
export const LatestCheckinResponse = z.object({ created_at: z.string().nullable() });

export const COMMUNICATION_STYLES = ['gentle', 'direct', 'detailed'] as const;
export const LEARNING_PACES = ['slow', 'steady', 'quick'] as const;
export const COMMUNICATION_TONES = ['warm', 'calm', 'practical'] as const;
export const BREAK_MINUTES = [15, 30, 45, 60, 90, 120] as const;

/** Spec 3 user_preferences. */
export const Preferences = z.object({
  burnout_check_frequency: z.enum(BURNOUT_CHECK_FREQUENCIES),
  mindful_break_reminders: z.boolean(),
  break_frequency_minutes: z
    .number()
    .int()
    .refine((n) => (BREAK_MINUTES as readonly number[]).includes(n), 'Please choose one of the offered intervals.'),
  communication_style: z.enum(COMMUNICATION_STYLES),
  learning_pace: z.enum(LEARNING_PACES),
  communication_tone: z.enum(COMMUNICATION_TONES),
});
export type Preferences = z.infer<typeof Preferences>;
export const DEFAULT_PREFERENCES: Preferences = {
  burnout_check_frequency: 'weekly',
  mindful_break_reminders: false,
  break_frequency_minutes: 60,
  communication_style: 'gentle',
  learning_pace: 'steady',
  communication_tone: 'warm',
};
export const PreferencesResponse = Preferences.extend({ premium: z.boolean() });
export type PreferencesResponse = z.infer<typeof PreferencesResponse>;

export const IdParams = z.object({ id: z.uuid() });

/** /wellness-calendar */
/** Minutes east of UTC in the member's browser, so days are the member's own days. */
const tz = z.coerce.number().int().min(-840).max(840).default(0);
export const CalendarQuery = z.object({ month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use a month like 2026-11.'), tz });
export const CalendarDay = z.object({
  day: z.string(),
  checkins: z.array(Checkin),
  journal: z.array(JournalEntry.pick({ id: true, title: true, mood: true, created_at: true })),
  modules: z.array(z.object({ ...moduleOfEdit(), completedAt: Timestamp })),
});
export type CalendarDay = z.infer<typeof CalendarDay>;
export const CalendarResponse = z.object({ month: z.string(), days: z.array(CalendarDay) });
export type CalendarResponse = z.infer<typeof CalendarResponse>;

/** /wellness-dashboard trends and insights. */
export const TrendsQuery = z.object({
  days: z.coerce
    .number()
    .pipe(z.union([z.literal(7), z.literal(30), z.literal(90)]))
    .default(30),
  tz,
});
export const TrendPoint = z.object({ day: z.string(), value: z.number() });
export const TrendsResponse = z.object({
  days: z.number(),
  series: z.record(z.enum(CHECKIN_MEASURES), z.array(TrendPoint)),
  averages: z.record(z.enum(CHECKIN_MEASURES), z.number().nullable()),
  checkinDays: z.number().int(),
  insights: z.array(z.object({ kind: z.enum(['correlation', 'tag', 'not-enough']), text: z.string() })),
});
export type TrendsResponse = z.infer<typeof TrendsResponse>;

/** /nervous-system quick state checks. */
export const NERVOUS_STATES = ['mobilised', 'shutdown', 'settled'] as const;
export const StateCheckInput = z.object({ state: z.enum(NERVOUS_STATES) });
export const StateCheck = z.object({ id: Id, state: z.enum(NERVOUS_STATES), created_at: z.string() });
/** Decision 156: 60 a page unless asked, at most 100. */
export const StateCheckListQuery = pageQuery(60, 100);
export const StateCheckListResponse = z.object({ checks: z.array(StateCheck), nextCursor: NextCursor });
