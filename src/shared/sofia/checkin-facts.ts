import { CHECKIN_WINDOW, type CheckinFacts, FACT_MEASURES, type FactMeasure, type MeasureFacts, roundOne, trendOf } from './facts';

/** The spec's rating fields behind each of Sofia's measures. */
export const MEASURE_FIELDS = {
  energy: 'energy_level',
  stress: 'stress_level',
  sleep: 'sleep_quality',
  work: 'work_satisfaction',
  connection: 'social_connection',
} as const satisfies Record<FactMeasure, string>;

export type CheckinRatings = Record<(typeof MEASURE_FIELDS)[FactMeasure], number>;

const average = (values: number[]) => roundOne(values.reduce((sum, v) => sum + v, 0) / values.length);

/**
 * The check-in facts from the member's latest check-ins, newest first (at least the last ten;
 * more are ignored), and how many they have saved in all. Null without any check-in.
 */
export function summariseCheckins(newestFirst: CheckinRatings[], total: number, latestAt: string): CheckinFacts | null {
  if (newestFirst.length === 0) return null;
  const recent = newestFirst.slice(0, CHECKIN_WINDOW);
  const previous = newestFirst.slice(CHECKIN_WINDOW, CHECKIN_WINDOW * 2);
  const measure = (m: FactMeasure): MeasureFacts => {
    const field = MEASURE_FIELDS[m];
    const recentAverage = average(recent.map((r) => r[field]));
    const previousAverage = previous.length > 0 ? average(previous.map((r) => r[field])) : null;
    return { recentAverage, previousAverage, trend: trendOf(recentAverage, previousAverage), latest: newestFirst[0]![field] };
  };
  return {
    count: Math.max(total, newestFirst.length),
    recentCount: recent.length,
    previousCount: previous.length,
    latestAt,
    measures: Object.fromEntries(FACT_MEASURES.map((m) => [m, measure(m)])) as Record<FactMeasure, MeasureFacts>,
  };
}
