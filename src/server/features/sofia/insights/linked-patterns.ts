import type { DataPoints } from '#shared/contracts/sofia-insights';
import { type Found, plural, shown } from './check-in-patterns';
import { type Day, checkinPoints, within } from './days';
import { INSIGHT_RULES } from './minimums';
import { compareGroups, confidenceFrom, correlation, correlationZ, roundTwo } from './statistics';

const R = INSIGHT_RULES;

/**
 * Sleep on one day against energy on the next check-in day, when the two days follow each other:
 * a correlation over enough pairs, and what a short night tends to bring the next day.
 */
export function sleepPattern(days: readonly Day[], today: number): Found | null {
  const window = within(days, today, R.sleep.windowDays);
  const byIndex = new Map(window.map((d) => [d.index, d]));
  const pairs = window.flatMap((d) => {
    const next = byIndex.get(d.index + 1);
    return next ? [{ night: d, next }] : [];
  });
  if (pairs.length < R.sleep.minPairs) return null;
  const r = correlation(pairs.map((p) => [p.night.sleep, p.next.energy] as const));
  if (r === null || r < R.sleep.minCorrelation) return null;
  const confidence = confidenceFrom(correlationZ(r, pairs.length));
  if (confidence < R.showFrom) return null;
  const used = window.filter((d) => pairs.some((p) => p.night === d || p.next === d));
  const data_points = [checkinPoints(used)];
  const found: Found = {
    pattern: {
      pattern_type: 'sleep_next_day_energy',
      description: `Across ${plural(pairs.length, 'pair')} of check-ins on days in a row, better nights were followed by more energy the next day (a correlation of ${roundTwo(r)}, where 1 would be a perfect match and 0 no link at all).`,
      confidence,
      actionable_insight:
        'Protecting your sleep looks like one of the surest ways to protect tomorrow. A wind-down routine, or 4-7-8 breathing in bed, is a small place to start.',
      data_points,
    },
  };
  const short = pairs.filter((p) => p.night.sleep <= R.sleep.shortNight).map((p) => p.next.energy);
  const rest = pairs.filter((p) => p.night.sleep > R.sleep.shortNight).map((p) => p.next.energy);
  if (short.length < R.sleep.minShortNights || rest.length < R.sleep.minShortNights) return found;
  const c = compareGroups(short, rest);
  const shortConfidence = confidenceFrom(c.z);
  if (-c.difference < R.minDifference || shortConfidence < R.showFrom) return found;
  found.prediction = {
    type: 'short_night_low_energy',
    prediction: `After a night you rate ${R.sleep.shortNight} or lower for sleep, your energy the next day is likely to be lower: it averaged ${shown(c.meanA)} after those ${plural(short.length, 'night')}, against ${shown(c.meanB)} after the other ${rest.length}.`,
    confidence_score: shortConfidence,
    recommended_actions: [
      'On the day after a short night, keep one thing off the list',
      'Try box breathing when the afternoon dip comes',
      'Wind down a little earlier that evening',
    ],
    timeline: 'The day after a short night',
    data_points,
  };
  return found;
}

interface SplitWords {
  type: string;
  measure: 'energy' | 'stress';
  minEach: number;
  describe: (a: number, meanA: string, meanB: string, b: number) => string;
  /** The advice when the marked days come out lower, and when higher. */
  lower: string;
  higher: string;
}

/** Check-in days split by whether something else happened (a journal entry, a module), compared. */
export function splitPattern(
  days: readonly Day[],
  today: number,
  windowDays: number,
  marked: (day: Day) => boolean,
  other: DataPoints,
  words: SplitWords,
): Found | null {
  const window = within(days, today, windowDays);
  const a = window.filter(marked);
  const b = window.filter((d) => !marked(d));
  if (a.length < words.minEach || b.length < words.minEach) return null;
  const c = compareGroups(
    a.map((d) => d[words.measure]),
    b.map((d) => d[words.measure]),
  );
  if (Math.abs(c.difference) < R.minDifference) return null;
  const confidence = confidenceFrom(c.z, { sides: 2 });
  if (confidence < R.showFrom) return null;
  return {
    pattern: {
      pattern_type: words.type,
      description: words.describe(a.length, shown(c.meanA), shown(c.meanB), b.length),
      confidence,
      actionable_insight: c.difference < 0 ? words.lower : words.higher,
      data_points: [checkinPoints(window), other],
    },
  };
}

export const JOURNAL_WORDS: SplitWords = {
  type: 'journal_days_stress',
  measure: 'stress',
  minEach: R.journal.minDaysEach,
  describe: (a, meanA, meanB, b) =>
    `On the ${plural(a, 'check-in day')} you also wrote in your journal, your stress averaged ${meanA}, against ${meanB} on the ${plural(b, 'day')} you did not.`,
  lower: 'Writing seems to go with calmer days for you. A few lines on a harder day may be worth a try.',
  higher: 'You tend to write on heavier days, which is just what a journal is for. A breathing exercise before you write may help as well.',
};

export const MODULE_WORDS: SplitWords = {
  type: 'module_days_energy',
  measure: 'energy',
  minEach: R.modules.minDaysEach,
  describe: (a, meanA, meanB, b) =>
    `On the ${plural(a, 'check-in day')} on or just after a module, your energy averaged ${meanA}, against ${meanB} on the other ${plural(b, 'day')}.`,
  lower: 'Modules seem to land on lower-energy days for you. A shorter session, or a pause in the Reset Room first, may make them lighter.',
  higher: 'Your modules seem to go with days of more energy. A short module on a flat day may be worth a try.',
};
