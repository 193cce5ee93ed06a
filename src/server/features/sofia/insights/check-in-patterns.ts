import type { InsightPattern, InsightPrediction } from '#shared/contracts/sofia-insights';
import { type Day, checkinPoints, type Measure, WEEKDAYS, within } from './days';
import { INSIGHT_RULES } from './minimums';
import { compareGroups, confidenceFrom, mean, roundOne, weeklyTrend } from './statistics';

const R = INSIGHT_RULES;

/** A number as the member reads it: one decimal at most. */
export const shown = (n: number) => String(roundOne(n));
export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

export interface Found {
  pattern: InsightPattern;
  prediction?: InsightPrediction;
}

const WEEKDAY_WORDS = {
  energy: {
    type: 'weekday_energy_dip',
    pick: 'lowest',
    describe: (day: string) => `${day}s seem to ask more of you. A lighter plan that day, or two minutes in the Reset Room, may help.`,
    predict: (day: string) => `Your energy is likely to run lower next ${day} than on your other days.`,
    actions: (day: string) => [
      `Keep next ${day} a little lighter if you can`,
      'Start that day with a 4-7-8 breath in the Reset Room',
      'Check in that evening and see how it went',
    ],
  },
  stress: {
    type: 'weekday_stress_peak',
    pick: 'highest',
    describe: (day: string) => `${day}s seem to carry more stress for you. A short pause before that day starts may take the edge off.`,
    predict: (day: string) => `Your stress is likely to run higher next ${day} than on your other days.`,
    actions: (day: string) => [
      `Plan one small pause into next ${day}`,
      'Try box breathing before the hardest part of the day',
      'Talk it through with Sofia if the day builds up',
    ],
  },
} as const;

/**
 * A weekday whose energy runs lowest (or stress highest), against all the other days of the last
 * eight weeks. Looking at every weekday is allowed for (Bonferroni), so chance alone rarely shows.
 */
export function weekdayPattern(days: readonly Day[], today: number, measure: 'energy' | 'stress'): Found | null {
  const window = within(days, today, R.weekday.windowDays);
  if (window.length < R.weekday.minDays) return null;
  const groups = WEEKDAYS.map((_, weekday) => window.filter((d) => d.weekday === weekday)).filter(
    (g) => g.length >= R.weekday.minPerWeekday,
  );
  if (groups.length === 0) return null;
  const words = WEEKDAY_WORDS[measure];
  const sign = words.pick === 'lowest' ? -1 : 1;
  const group = groups.reduce((best, g) => (sign * mean(g.map((d) => d[measure])) > sign * mean(best.map((d) => d[measure])) ? g : best));
  const weekday = group[0]!.weekday;
  const others = window.filter((d) => d.weekday !== weekday);
  const c = compareGroups(
    group.map((d) => d[measure]),
    others.map((d) => d[measure]),
  );
  if (sign * c.difference < R.minDifference) return null;
  const confidence = confidenceFrom(c.z, { comparisons: groups.length });
  if (confidence < R.showFrom) return null;
  const day = WEEKDAYS[weekday];
  const data_points = [checkinPoints(window)];
  return {
    pattern: {
      pattern_type: words.type,
      description: `On your last ${plural(group.length, day)} your ${measure} averaged ${shown(c.meanA)}, against ${shown(c.meanB)} on your other ${plural(others.length, 'check-in day')}.`,
      confidence,
      actionable_insight: words.describe(day),
      data_points,
    },
    prediction: {
      type: words.type,
      prediction: words.predict(day),
      confidence_score: confidence,
      recommended_actions: [...words.actions(day)],
      timeline: `Next ${day}`,
      data_points,
    },
  };
}

const TREND_ADVICE: Record<'energy' | 'stress', { up: string; down: string }> = {
  stress: {
    up: 'Stress has been building. This is a good moment for something that lowers the load rather than one more task: a pause in the Reset Room, or talking it through with Sofia.',
    down: 'Whatever you have been doing lately seems to be helping. It may be worth noticing what it is, so you can come back to it.',
  },
  energy: {
    up: 'Your energy is coming back. Go gently: recovery holds best when you do not spend it all at once.',
    down: 'Your energy has been slipping. Rest counts as progress here; a lighter week may help more than pushing through.',
  },
};

/** How a weekly change's range reads, whichever side of zero its ends fall. */
function rangeWords(low: number, high: number): string {
  if (low >= 0) return `likely between a rise of ${shown(low)} and ${shown(high)}`;
  if (high <= 0) return `likely between a fall of ${shown(-high)} and ${shown(-low)}`;
  return `likely somewhere between a fall of ${shown(-low)} and a rise of ${shown(high)}`;
}

/** The straight-line change of energy or stress over the last 14 days, with its uncertainty. */
export function trendPattern(days: readonly Day[], today: number, measure: Extract<Measure, 'energy' | 'stress'>): Found | null {
  const window = within(days, today, R.trend.windowDays);
  if (window.length < R.trend.minDays) return null;
  const trend = weeklyTrend(window.map((d) => [d.index - today, d[measure]] as const));
  if (!trend || Math.abs(trend.perWeek) < R.trend.minWeeklyChange) return null;
  const confidence = confidenceFrom(trend.z, { sides: 2, comparisons: 2 });
  if (confidence < R.showFrom) return null;
  const direction = trend.perWeek > 0 ? 'up' : 'down';
  return {
    pattern: {
      pattern_type: `${measure}_trend_${direction}`,
      description: `Over your last ${plural(window.length, 'check-in day')}, your ${measure} has ${direction === 'up' ? 'risen' : 'fallen'} by about ${shown(Math.abs(trend.perWeek))} points a week (${rangeWords(trend.low, trend.high)}, given how much your days vary).`,
      confidence,
      actionable_insight: TREND_ADVICE[measure][direction],
      data_points: [checkinPoints(window)],
    },
  };
}
