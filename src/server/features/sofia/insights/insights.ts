import type { InsightPattern, InsightPrediction } from '#shared/contracts/sofia-insights';
import { type Found, plural, weekdayPattern, trendPattern } from './check-in-patterns';
import { type CheckinPoint, dayIndex, dayKey, pointsOf, toDays, within } from './days';
import { JOURNAL_WORDS, MODULE_WORDS, sleepPattern, splitPattern } from './linked-patterns';
import { FIRST_INSIGHT_DAYS, INSIGHT_RULES } from './minimums';
import { type EditInProgress, pacePrediction } from './pace';

/** Everything the insights read, for one member (load.ts fetches it). */
export interface InsightInput {
  now: Date;
  timeZone: string;
  checkins: readonly CheckinPoint[];
  /** When the member wrote in their journal; null without their personalisation consent. */
  journal: readonly Date[] | null;
  modules: readonly Date[];
  edit: EditInProgress | null;
}

export interface Insights {
  status: 'ready' | 'gathering';
  note: string | null;
  patterns: InsightPattern[];
  predictions: InsightPrediction[];
}

const R = INSIGHT_RULES;

/** Patterns and predictions from the member's own data, predictions by confidence, highest first (spec 9). */
export function computeInsights(input: InsightInput): Insights {
  const { timeZone } = input;
  const today = dayIndex(dayKey(input.now, timeZone));
  const days = toDays(input.checkins, timeZone);
  const stamp = (at: Date) => {
    const key = dayKey(at, timeZone);
    return { key, index: dayIndex(key) };
  };
  const modules = input.modules.map(stamp);
  const moduleDays = new Set(modules.map((m) => m.index));
  const journal = input.journal?.map(stamp) ?? null;
  const journalDays = new Set(journal?.map((j) => j.index));

  const found: (Found | null)[] = [
    trendPattern(days, today, 'stress'),
    trendPattern(days, today, 'energy'),
    weekdayPattern(days, today, 'energy'),
    weekdayPattern(days, today, 'stress'),
    sleepPattern(days, today),
    journal &&
      splitPattern(
        days,
        today,
        R.journal.windowDays,
        (d) => journalDays.has(d.index),
        pointsOf(
          'journal',
          within(journal, today, R.journal.windowDays).map((j) => j.key),
        ),
        JOURNAL_WORDS,
      ),
    splitPattern(
      days,
      today,
      R.modules.windowDays,
      (d) => moduleDays.has(d.index) || moduleDays.has(d.index - 1),
      pointsOf(
        'modules',
        within(modules, today, R.modules.windowDays).map((m) => m.key),
      ),
      MODULE_WORDS,
    ),
  ];
  const patterns = found.flatMap((f) => (f ? [f.pattern] : []));
  const pace = pacePrediction(modules, today, input.edit, R.confidenceCap);
  const predictions = [...found.flatMap((f) => (f?.prediction ? [f.prediction] : [])), ...(pace ? [pace] : [])].sort(
    (a, b) => b.confidence_score - a.confidence_score,
  );
  if (patterns.length > 0 || predictions.length > 0) return { status: 'ready', note: null, patterns, predictions };

  const recentDays = within(days, today, R.sleep.windowDays).length;
  if (recentDays < FIRST_INSIGHT_DAYS)
    return {
      status: 'gathering',
      note: `You have ${plural(recentDays, 'day')} with a check-in in the last ${R.sleep.windowDays} days. Patterns can start to show from ${FIRST_INSIGHT_DAYS}, because fewer days say more about one rough day than about you. Each check-in adds to the picture.`,
      patterns,
      predictions,
    };
  return {
    status: 'ready',
    note: 'Nothing stands out clearly yet, and that is common: your days may simply be steady. We will keep looking as your check-ins grow.',
    patterns,
    predictions,
  };
}
