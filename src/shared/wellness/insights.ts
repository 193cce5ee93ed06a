/**
 * Plain-language wellness insights. Correlations are computed only with enough data: at least
 * 3 days with and 3 days without a factor (issue #7), else the insight says so.
 */
export const MIN_DAYS_EACH_SIDE = 3;

export interface DayPoint {
  /** YYYY-MM-DD */
  day: string;
  value: number;
}

export type FactorEffect =
  | { enough: false; daysWith: number; daysWithout: number }
  | { enough: true; daysWith: number; daysWithout: number; meanWith: number; meanWithout: number; difference: number };

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const round1 = (n: number) => Math.round(n * 10) / 10;

/** Compares a measure on days with a factor (a journal tag, a good night's sleep…) and days without. */
export function factorEffect(points: DayPoint[], daysWithFactor: Set<string>): FactorEffect {
  const withF = points.filter((p) => daysWithFactor.has(p.day)).map((p) => p.value);
  const without = points.filter((p) => !daysWithFactor.has(p.day)).map((p) => p.value);
  if (withF.length < MIN_DAYS_EACH_SIDE || without.length < MIN_DAYS_EACH_SIDE) {
    return { enough: false, daysWith: withF.length, daysWithout: without.length };
  }
  const meanWith = round1(mean(withF));
  const meanWithout = round1(mean(without));
  return {
    enough: true,
    daysWith: withF.length,
    daysWithout: without.length,
    meanWith,
    meanWithout,
    difference: round1(meanWith - meanWithout),
  };
}

/** Pearson correlation of two measures over the same days; null below 6 paired days or without variation. */
export function correlation(a: DayPoint[], b: DayPoint[]): number | null {
  const byDay = new Map(b.map((p) => [p.day, p.value]));
  const pairs = a.filter((p) => byDay.has(p.day)).map((p) => [p.value, byDay.get(p.day)!] as const);
  if (pairs.length < 2 * MIN_DAYS_EACH_SIDE) return null;
  const r = pearson(pairs);
  return r === null ? null : Math.round(r * 100) / 100;
}

/** Pearson's correlation of paired values; null when either side never varies. */
export function pearson(pairs: readonly (readonly [number, number])[]): number | null {
  const mx = mean(pairs.map((p) => p[0]));
  const my = mean(pairs.map((p) => p[1]));
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (const [x, y] of pairs) {
    sxy += (x - mx) * (y - my);
    sxx += (x - mx) ** 2;
    syy += (y - my) ** 2;
  }
  if (sxx === 0 || syy === 0) return null;
  return sxy / Math.sqrt(sxx * syy);
}

/** Words for a correlation strength. */
export function correlationWords(r: number): 'strongly' | 'somewhat' | 'barely' {
  const size = Math.abs(r);
  return size >= 0.6 ? 'strongly' : size >= 0.3 ? 'somewhat' : 'barely';
}
