import type { TrendsResponse } from '#shared/contracts/wellness';
import { CHECKIN_MEASURES, type CheckinMeasure } from '#shared/wellness/rules';
import { addDays, formatDayLong, formatDayShort } from './calendar-dates';

export interface Point {
  day: string;
  value: number;
}

/** The days a chart of the last `days` days spans, ending today (and reaching back to the oldest point). */
export function chartRange(days: number, points: readonly Point[], today: string): { from: string; to: string } {
  let from = addDays(today, -(days - 1));
  for (const point of points) if (point.day < from) from = point.day;
  return { from, to: today };
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function extreme(points: readonly Point[], pick: 'max' | 'min'): Point | null {
  let best: Point | null = null;
  for (const point of points) {
    // Ties go to the most recent day: the newest memory is the one people recognise.
    if (!best || (pick === 'max' ? point.value >= best.value : point.value <= best.value)) best = point;
  }
  return best;
}

/** A chart's text summary: how many days, the average, the lowest and highest day. */
export function measureSummary(label: string, points: readonly Point[], average: number | null, days: number): string {
  const period = `the last ${days} days`;
  if (points.length === 0) return `${label}: no check-ins in ${period} yet.`;
  const low = extreme(points, 'min')!;
  const high = extreme(points, 'max')!;
  const count = `${plural(points.length, 'day')} with a check-in in ${period}`;
  if (points.length === 1) return `${label}: ${count}, at ${high.value} out of 10 on ${formatDayShort(high.day)}.`;
  return `${label}: ${count}, averaging ${average ?? '–'} out of 10, lowest ${low.value} on ${formatDayShort(low.day)}, highest ${high.value} on ${formatDayShort(high.day)}.`;
}

export interface HighOrLow {
  key: 'most-energy' | 'calmest' | 'least-energy' | 'most-stress';
  label: string;
  day: string;
  value: number;
  text: string;
}

/**
 * The month's highs and lows: the days with the most and least energy and the calmest and most
 * stressful ones. Needs at least two days of check-ins (one day is neither high nor low).
 */
export function highsAndLows(series: TrendsResponse['series']): { highs: HighOrLow[]; lows: HighOrLow[] } | null {
  const energy = series.energy_level ?? [];
  const stress = series.stress_level ?? [];
  if (energy.length < 2) return null;
  const item = (key: HighOrLow['key'], label: string, point: Point, measure: string): HighOrLow => ({
    key,
    label,
    day: point.day,
    value: point.value,
    text: `${formatDayLong(point.day)}: ${measure} ${point.value} out of 10`,
  });
  const highs = [item('most-energy', 'Most energy', extreme(energy, 'max')!, 'energy')];
  const lows = [item('least-energy', 'Least energy', extreme(energy, 'min')!, 'energy')];
  if (stress.length >= 2) {
    highs.push(item('calmest', 'Calmest day', extreme(stress, 'min')!, 'stress'));
    lows.push(item('most-stress', 'Most stress', extreme(stress, 'max')!, 'stress'));
  }
  return { highs, lows };
}

/** Table rows for measures of a series: one per day with a check-in, newest first. */
export function seriesRows(series: TrendsResponse['series'], measures: readonly CheckinMeasure[] = CHECKIN_MEASURES) {
  const rows = new Map<string, Record<string, number>>();
  for (const measure of measures) {
    for (const point of series[measure] ?? []) rows.set(point.day, { ...rows.get(point.day), [measure]: point.value });
  }
  return [...rows.entries()].sort(([a], [b]) => b.localeCompare(a)).map(([day, values]) => ({ day, values }));
}
