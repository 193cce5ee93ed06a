/**
 * What Sofia may know about one member, drawn from their own data only (issue 20): plain and
 * serialisable, produced on the server (features/sofia/grounding) and read by the reply composer.
 * Every number is rounded to one decimal, as the member sees it.
 */

/** The spec's five check-in ratings (1 to 10) by the short names Sofia uses, and how a sentence names each. */
export const MEASURE_WORDS = {
  energy: 'energy',
  stress: 'stress',
  sleep: 'sleep',
  work: 'work satisfaction',
  connection: 'sense of connection',
} as const;
export type FactMeasure = keyof typeof MEASURE_WORDS;
export const FACT_MEASURES = Object.keys(MEASURE_WORDS) as FactMeasure[];

/** How many check-ins make one window of the average. */
export const CHECKIN_WINDOW = 5;

/** A change between the two windows smaller than this is "about the same". */
export const TREND_STEP = 0.5;

export type Trend = 'up' | 'down' | 'steady';

export interface MeasureFacts {
  /** Average of the latest window (up to 5 check-ins). */
  recentAverage: number;
  /** Average of the 5 before, or null when there were none. */
  previousAverage: number | null;
  /** Recent against previous; null without a previous window. */
  trend: Trend | null;
  /** The latest check-in's rating. */
  latest: number;
}

export interface CheckinFacts {
  /** Every check-in the member has saved. */
  count: number;
  /** How many check-ins the recent average rests on (1 to 5). */
  recentCount: number;
  /** How many the previous average rests on (0 to 5). */
  previousCount: number;
  latestAt: string;
  measures: Record<FactMeasure, MeasureFacts>;
}

export interface AssessmentFact {
  slug: string;
  /** The assessment's title ("Burnout Blueprint"). */
  title: string;
  /** The result type's words ("System Override"), or null for a result without a type. */
  result: string | null;
  takenAt: string;
}

export interface EditFact {
  slug: string;
  title: string;
  completedModules: number;
  totalModules: number;
  status: 'in_progress' | 'finished';
  /** The next module to do, while in progress. */
  nextModule: { slug: string; title: string } | null;
}

export interface JournalFacts {
  count: number;
  /** The member's own most used tags in recent entries (never the text). */
  themes: string[];
}

export interface MemberFacts {
  checkins: CheckinFacts | null;
  assessment: AssessmentFact | null;
  /** SoulPrint: the nervous-system archetype and burnout type, in words. */
  soulprint: { archetype: string | null; burnoutType: string | null };
  edits: EditFact[];
  /** Null when the member has not allowed personalisation. */
  journal: JournalFacts | null;
}

export const EMPTY_FACTS: MemberFacts = {
  checkins: null,
  assessment: null,
  soulprint: { archetype: null, burnoutType: null },
  edits: [],
  journal: null,
};

/** A number as the member sees it: one decimal at most. */
export const roundOne = (n: number) => Math.round(n * 10) / 10;

/** Recent against previous, by TREND_STEP. */
export function trendOf(recent: number, previous: number | null): Trend | null {
  if (previous === null) return null;
  const change = roundOne(recent - previous);
  if (change >= TREND_STEP) return 'up';
  if (change <= -TREND_STEP) return 'down';
  return 'steady';
}

/** An id such as 'system_override' in words: 'System Override'. */
export const idWords = (id: string) =>
  id
    .split(/[_-]/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');
