// Real-user performance (issue 23): the spec's performance score and Google's Core Web Vitals bands.

/** Spec 9: a load time above this is not a real measurement. */
export const MAX_VALID_LOAD_MS = 300_000;

/**
 * Spec 9 "Performance score": 100 minus 10 when the page loaded in over 1 s, 20 over 2 s, 30 over
 * 3 s (the steepest step applies alone); null for a load time that is not valid (negative or above
 * 300,000 ms). Always within 0 to 100.
 */
export function performanceScore(loadMs: number | null | undefined): number | null {
  if (loadMs == null || !Number.isFinite(loadMs) || loadMs < 0 || loadMs > MAX_VALID_LOAD_MS) return null;
  const penalty = loadMs > 3000 ? 30 : loadMs > 2000 ? 20 : loadMs > 1000 ? 10 : 0;
  return Math.min(100, Math.max(0, 100 - penalty));
}

export const VITALS = ['lcp', 'inp', 'cls', 'ttfb', 'load'] as const;
export type Vital = (typeof VITALS)[number];

/**
 * The thresholds Google publishes (web.dev/vitals): at or below `good` is good, above `poor` is
 * poor, between is "needs improvement". Load time has no official band; 2.5 s / 4 s as for LCP.
 */
export const VITAL_THRESHOLDS: Record<Vital, { good: number; poor: number }> = {
  lcp: { good: 2500, poor: 4000 },
  inp: { good: 200, poor: 500 },
  cls: { good: 0.1, poor: 0.25 },
  ttfb: { good: 800, poor: 1800 },
  load: { good: 2500, poor: 4000 },
};

export type VitalRating = 'good' | 'needs-improvement' | 'poor';

export const VITAL_RATING_LABELS: Record<VitalRating, string> = {
  good: 'Good',
  'needs-improvement': 'Needs improvement',
  poor: 'Poor',
};

export function rateVital(vital: Vital, value: number): VitalRating {
  const { good, poor } = VITAL_THRESHOLDS[vital];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
}

/** The 75th percentile Google rates a page by (nearest-rank); null for no values. */
export function percentile75(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(0.75 * sorted.length) - 1];
}
