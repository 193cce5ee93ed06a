import { INSIGHT_RULES } from './minimums';
import { pearson } from '#shared/wellness/insights';

/**
 * The plain statistics behind Personal Guidance (decision 102): means, a two-group comparison, a
 * correlation and a straight-line trend, each with a confidence from the normal approximation.
 * Ratings are whole numbers from 1 to 10, so no spread is taken as smaller than half a point.
 */

export const roundOne = (n: number) => Math.round(n * 10) / 10;
export const roundTwo = (n: number) => Math.round(n * 100) / 100;

export function mean(values: readonly number[]): number {
  return values.reduce((sum, v) => sum + v, 0) / values.length;
}

/** Sample standard deviation (n − 1), never below the floor. */
export function spread(values: readonly number[]): number {
  if (values.length < 2) return INSIGHT_RULES.spreadFloor;
  const m = mean(values);
  const variance = values.reduce((sum, v) => sum + (v - m) ** 2, 0) / (values.length - 1);
  return Math.max(Math.sqrt(variance), INSIGHT_RULES.spreadFloor);
}

/** The standard normal distribution function (Abramowitz and Stegun 7.1.26, error under 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/**
 * A confidence in percent from a test statistic: one minus the chance of a result this strong by
 * chance alone, multiplied by the number of comparisons looked at (Bonferroni), never above the cap.
 */
export function confidenceFrom(z: number, { sides = 1, comparisons = 1 }: { sides?: 1 | 2; comparisons?: number } = {}): number {
  const p = Math.min(1, sides * (1 - normalCdf(Math.abs(z))) * comparisons);
  return Math.min(INSIGHT_RULES.confidenceCap, Math.round((1 - p) * 100));
}

export interface GroupComparison {
  meanA: number;
  meanB: number;
  /** meanA − meanB. */
  difference: number;
  /** The difference over its standard error (Welch). */
  z: number;
}

/** Two groups' means and how far apart they are, in standard errors. */
export function compareGroups(a: readonly number[], b: readonly number[]): GroupComparison {
  const meanA = mean(a);
  const meanB = mean(b);
  const error = Math.sqrt(spread(a) ** 2 / a.length + spread(b) ** 2 / b.length);
  return { meanA, meanB, difference: meanA - meanB, z: (meanA - meanB) / error };
}

/** Pearson's correlation of paired values; null when either side never varies (the wellness insights' own). */
export const correlation = pearson;

/** Fisher's z of a correlation over n pairs, as a test statistic. */
export function correlationZ(r: number, n: number): number {
  const bounded = Math.max(-0.999, Math.min(0.999, r));
  return Math.atanh(bounded) * Math.sqrt(n - 3);
}

export interface Trend {
  /** Change per week, from the least-squares line. */
  perWeek: number;
  /** The 95 % range of the weekly change (normal approximation). */
  low: number;
  high: number;
  z: number;
}

/** The least-squares line through (day, value) points, as a weekly change with its uncertainty. */
export function weeklyTrend(points: readonly (readonly [number, number])[]): Trend | null {
  const n = points.length;
  if (n < 3) return null;
  const mx = mean(points.map(([x]) => x));
  const my = mean(points.map(([, y]) => y));
  let sxx = 0;
  let sxy = 0;
  for (const [x, y] of points) {
    sxx += (x - mx) ** 2;
    sxy += (x - mx) * (y - my);
  }
  if (sxx === 0) return null;
  const slope = sxy / sxx;
  const residual = points.reduce((sum, [x, y]) => sum + (y - (my + slope * (x - mx))) ** 2, 0);
  const sd = Math.max(Math.sqrt(residual / (n - 2)), INSIGHT_RULES.spreadFloor);
  const error = (sd / Math.sqrt(sxx)) * 7;
  const perWeek = slope * 7;
  return { perWeek, low: perWeek - 1.96 * error, high: perWeek + 1.96 * error, z: perWeek / error };
}
