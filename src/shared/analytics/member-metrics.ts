// Member metrics (issue 23, spec 3 and spec 9 "Data quality" and "Churn risk metric"). Pure, so
// each formula is table-tested; a queue job feeds them what the database says (analytics feature).

const clamp = (value: number, low = 0, high = 100) => Math.min(high, Math.max(low, value));
const round1 = (value: number) => Math.round(value * 10) / 10;

export interface ProfileFacts {
  fullName: string | null;
  preferredName: string | null;
  email: string | null;
  /** How many of the three preferences (check frequency, break reminders, communication style) are set. */
  preferencesSet: number;
  archetype: string | null;
  soulprintCompletion: number;
}

/**
 * Spec 9: profile completion out of 10 points (name, preferred name and email 1 each; the three
 * preferences 1 each; an archetype 2; SoulPrint completion over 50 percent 2), as a percentage.
 */
export function profileCompletionPercentage(p: ProfileFacts): number {
  const points =
    Number(Boolean(p.fullName?.trim())) +
    Number(Boolean(p.preferredName?.trim())) +
    Number(Boolean(p.email?.trim())) +
    clamp(Math.floor(p.preferencesSet), 0, 3) +
    (p.archetype ? 2 : 0) +
    (p.soulprintCompletion > 50 ? 2 : 0);
  return points * 10;
}

/**
 * Spec 9: the data health score is 40 percent of the profile score, plus 20 for each distinct quiz
 * type (at most 40), plus 2 for each quiz taken (at most 20); 0 to 100.
 */
export function dataHealthScore(profilePercentage: number, distinctQuizTypes: number, quizCount: number): number {
  return clamp(Math.round(0.4 * clamp(profilePercentage) + Math.min(40, 20 * distinctQuizTypes) + Math.min(20, 2 * quizCount)));
}

export interface ChurnFacts {
  /** Days since the member was last active (a page view, check-in, module or quiz); null when never. */
  daysInactive: number | null;
  pageViewsLast30Days: number;
  quizzesLast90Days: number;
}

/**
 * Spec 9 "Churn risk metric": 30 points when inactive over 14 days, else 20 when over 7; 25 when
 * fewer than 5 page views in 30 days; 25 when no quiz in 90 days; at most 100. A member never seen
 * active counts as inactive over 14 days.
 */
export function churnRiskScore(f: ChurnFacts): number {
  const idle = f.daysInactive ?? Number.POSITIVE_INFINITY;
  const inactivity = idle > 14 ? 30 : idle > 7 ? 20 : 0;
  return Math.min(100, inactivity + (f.pageViewsLast30Days < 5 ? 25 : 0) + (f.quizzesLast90Days === 0 ? 25 : 0));
}

/** Spec 9: a churn risk is recorded (business_intelligence_metrics) only above this. */
export const CHURN_RECORD_THRESHOLD = 30;

/** Content completion rate: the share of the modules of the member's started Edits they completed, 0 to 100. */
export function contentCompletionRate(completedModules: number, modulesInStartedEdits: number): number {
  if (modulesInStartedEdits <= 0) return 0;
  return round1(clamp((100 * completedModules) / modulesInStartedEdits));
}

/**
 * Average session length in minutes: each tracking session's page durations added up, then the
 * mean over sessions (only sessions with a recorded duration count); 0 without any.
 */
export function avgSessionLengthMinutes(sessionSeconds: readonly number[]): number {
  const measured = sessionSeconds.filter((seconds) => seconds > 0);
  if (measured.length === 0) return 0;
  return round1(measured.reduce((sum, seconds) => sum + seconds, 0) / measured.length / 60);
}

/** Customer lifetime value indicator: what the member paid (orders and membership invoices) less refunds, in whole currency units. */
export function lifetimeValueIndicator(paidCents: number, refundedCents: number): number {
  return Math.max(0, Math.round((paidCents - refundedCents) / 100));
}

export interface DuplicateFlag {
  duplicate_user_id: string;
  match_type: 'same_name' | 'same_email_name';
  confidence: number;
}

/**
 * Possible duplicate accounts: another account with the same full name (confidence 50), or with
 * the same email address before the @ at another domain (70); both together 90.
 */
export function duplicateFlags(
  me: { name: string | null; email: string },
  others: readonly { id: string; name: string | null; email: string }[],
): DuplicateFlag[] {
  const local = (email: string) => email.toLowerCase().split('@')[0];
  const name = me.name?.trim().toLowerCase() ?? '';
  return others.flatMap((other) => {
    const sameName = name !== '' && other.name?.trim().toLowerCase() === name;
    const sameLocal = local(other.email) === local(me.email) && other.email.toLowerCase() !== me.email.toLowerCase();
    if (!sameName && !sameLocal) return [];
    const match_type = sameLocal ? 'same_email_name' : 'same_name';
    return [{ duplicate_user_id: other.id, match_type, confidence: sameName && sameLocal ? 90 : sameLocal ? 70 : 50 }];
  });
}
