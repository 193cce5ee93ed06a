import { type CheckinFacts, EMPTY_FACTS, FACT_MEASURES, type MeasureFacts, type MemberFacts, roundOne, trendOf } from '../facts';

/** A member with a bit of everything: stress up, sleep down, an Edit under way, journal themes. */
export const RICH_FACTS: MemberFacts = {
  checkins: {
    count: 12,
    recentCount: 5,
    previousCount: 5,
    latestAt: '2026-11-20T08:00:00.000Z',
    measures: {
      energy: { recentAverage: 3.8, previousAverage: 5.4, trend: 'down', latest: 4 },
      stress: { recentAverage: 7.4, previousAverage: 5.9, trend: 'up', latest: 8 },
      sleep: { recentAverage: 5.8, previousAverage: 6, trend: 'steady', latest: 4 },
      work: { recentAverage: 5, previousAverage: 5.4, trend: 'steady', latest: 5 },
      connection: { recentAverage: 5.8, previousAverage: 5.4, trend: 'steady', latest: 6 },
    },
  },
  assessment: { slug: 'burnout-blueprint', title: 'Burnout Blueprint', result: 'System Override', takenAt: '2026-11-01T08:00:00.000Z' },
  soulprint: { archetype: 'Mobilised', burnoutType: 'System Override' },
  edits: [
    {
      slug: 'boundaries-that-hold',
      title: 'Boundaries that hold',
      completedModules: 2,
      totalModules: 6,
      status: 'in_progress',
      nextModule: { slug: 'noticing-your-no', title: 'Noticing your no, and pausing' },
    },
  ],
  journal: { count: 9, themes: ['work', 'sleep'] },
};

export { EMPTY_FACTS };

/** A small seeded random generator (mulberry32), so generated cases are the same on every run. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return { next, int, chance: (p: number) => next() < p, pick: <T>(list: readonly T[]) => list[int(0, list.length - 1)]! };
}

/** Any shape of facts a member could have, with plausible ratings. */
export function randomFacts(seed: number): MemberFacts {
  const r = seeded(seed);
  const rating = () => roundOne(1 + r.next() * 9);
  let checkins: CheckinFacts | null = null;
  if (r.chance(0.7)) {
    const recentCount = r.int(1, 5);
    const previousCount = recentCount < 5 ? 0 : r.int(0, 5);
    const measure = (): MeasureFacts => {
      const recentAverage = rating();
      const previousAverage = previousCount > 0 ? rating() : null;
      return { recentAverage, previousAverage, trend: trendOf(recentAverage, previousAverage), latest: r.int(1, 10) };
    };
    checkins = {
      count: recentCount + previousCount + r.int(0, 40),
      recentCount,
      previousCount,
      latestAt: '2026-11-20T08:00:00.000Z',
      measures: Object.fromEntries(FACT_MEASURES.map((m) => [m, measure()])) as CheckinFacts['measures'],
    };
  }
  const total = r.int(5, 8);
  const completed = r.int(0, total);
  return {
    checkins,
    assessment: r.chance(0.5)
      ? {
          slug: 'burnout-blueprint',
          title: 'Burnout Blueprint',
          result: r.chance(0.8) ? 'Performance Prison' : null,
          takenAt: '2026-11-01',
        }
      : null,
    soulprint: { archetype: r.chance(0.5) ? r.pick(['Mobilised', 'Shutdown', 'Oscillating']) : null, burnoutType: null },
    edits: r.chance(0.5)
      ? [
          {
            slug: 'rest-without-guilt',
            title: 'Rest without guilt',
            completedModules: completed,
            totalModules: total,
            status: completed === total ? 'finished' : 'in_progress',
            nextModule: completed === total ? null : { slug: 'permission-to-stop', title: 'Permission to stop' },
          },
        ]
      : [],
    journal: r.chance(0.5) ? { count: r.int(0, 60), themes: r.pick([[], ['work'], ['sleep', 'family', 'work']]) } : null,
  };
}
