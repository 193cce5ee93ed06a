import type { InsightMinimum } from '#shared/contracts/sofia-insights';

/**
 * How much data each insight needs before it is shown, and the rules every statistic follows
 * (decision 102). The page, the API and /admin/insight-gating-docs all read them from here.
 * A "day" is a day with at least one check-in, in the member's time zone; several check-ins on
 * one day count as their average, so a busy day does not weigh more than a quiet one.
 */
export const INSIGHT_RULES = {
  /** No spread is taken as smaller than half a point: ratings are whole numbers. */
  spreadFloor: 0.5,
  /** A few weeks of check-ins never make anything certain. */
  confidenceCap: 95,
  /** A pattern or prediction is shown from this confidence. */
  showFrom: 80,
  /** Two groups of days must differ by at least this many points to count. */
  minDifference: 1,
  weekday: { windowDays: 56, minDays: 14, minPerWeekday: 3 },
  sleep: { windowDays: 90, minPairs: 10, minCorrelation: 0.3, shortNight: 4, minShortNights: 3 },
  trend: { windowDays: 14, minDays: 7, minWeeklyChange: 0.5 },
  journal: { windowDays: 90, minDaysEach: 4 },
  modules: { windowDays: 90, minDaysEach: 4 },
  pace: { windowDays: 28, minModules: 2, minActiveWeeks: 2 },
} as const;

/** The fewest check-in days any statistic needs: below it the page says how many more to come. */
export const FIRST_INSIGHT_DAYS = Math.min(INSIGHT_RULES.trend.minDays, INSIGHT_RULES.sleep.minPairs + 1, INSIGHT_RULES.weekday.minDays);

const R = INSIGHT_RULES;

/** Each insight's minimum and why, in the member's words. */
export const INSIGHT_MINIMUMS: readonly InsightMinimum[] = [
  {
    id: 'trend',
    insight: 'Your last two weeks',
    needs: `${R.trend.minDays} days with a check-in in the last ${R.trend.windowDays} days`,
    why: 'A line drawn through fewer days moves with every single day, so it would say more about one rough day than about a direction.',
  },
  {
    id: 'weekday',
    insight: 'A day of the week that runs harder',
    needs: `${R.weekday.minDays} days with a check-in in the last ${R.weekday.windowDays / 7} weeks, ${R.weekday.minPerWeekday} of them on that weekday`,
    why: 'With seven weekdays to compare, one of them nearly always looks different by chance. Several weeks, and an allowance for looking at all seven, keep that from fooling us.',
  },
  {
    id: 'sleep',
    insight: 'How your sleep carries into the next day',
    needs: `${R.sleep.minPairs} pairs of check-ins on consecutive days in the last ${R.sleep.windowDays} days`,
    why: 'A link between two measures needs many pairs before it stands out from the ordinary ups and downs of both.',
  },
  {
    id: 'journal',
    insight: 'Days you write in your journal',
    needs: `${R.journal.minDaysEach} check-in days with a journal entry and ${R.journal.minDaysEach} without, and your personalisation consent`,
    why: 'Comparing two kinds of day needs a few of each. Your journal is read only when you have allowed personalisation, and only its dates, never its words.',
  },
  {
    id: 'modules',
    insight: 'Days you work on a module',
    needs: `${R.modules.minDaysEach} check-in days on or after a module and ${R.modules.minDaysEach} other check-in days`,
    why: 'Comparing two kinds of day needs a few of each.',
  },
  {
    id: 'pace',
    insight: 'When you might finish your Edit',
    needs: `${R.pace.minModules} modules completed in the last ${R.pace.windowDays} days, in at least ${R.pace.minActiveWeeks} different weeks, and an Edit in progress`,
    why: 'A pace read from a single burst of activity says little about the weeks ahead.',
  },
];

/** How a confidence is worked out, for the page and the docs. */
export const CONFIDENCE_MEANING = `Confidence is how unlikely it is that a difference this large came about by chance alone, from a simple statistical test. We show an insight from ${R.showFrom} % and never claim more than ${R.confidenceCap} %. For when you might finish an Edit, it is how steady your pace has been: the share of the last ${R.pace.windowDays / 7} weeks with a module.`;
