import { describe, expect, it } from 'vitest';
import { TRACKING_CACHE_LIMIT, TOTAL_ASSESSMENTS, assessmentTracking, displayedProgress } from './tracking';

const none = { completedMarks: [], auditOrMasterComplete: false, astrologyProfileExists: false, cosmicCoordinatesComplete: false };

describe('assessment tracking (spec 4: 7 in total, progress = completed / 7 rounded)', () => {
  it('has seven assessments in total', () => {
    expect(TOTAL_ASSESSMENTS).toBe(7);
  });

  it.each([
    { name: 'nothing', input: none, completed: 0, progress: 0 },
    { name: 'one quiz (nsa)', input: { ...none, completedMarks: [['nsa' as const]] }, completed: 1, progress: 14 },
    { name: 'two quizzes', input: { ...none, completedMarks: [['nsa' as const], ['social' as const]] }, completed: 2, progress: 29 },
    { name: 'the same flag twice', input: { ...none, completedMarks: [['cri' as const], ['cri' as const]] }, completed: 1, progress: 14 },
    { name: 'astrology profile only', input: { ...none, astrologyProfileExists: true }, completed: 1, progress: 14 },
    { name: 'cosmic coordinates flag only', input: { ...none, cosmicCoordinatesComplete: true }, completed: 1, progress: 14 },
    { name: 'the audit (five flags and itself)', input: { ...none, auditOrMasterComplete: true }, completed: 6, progress: 86 },
    {
      name: 'the audit and astrology',
      input: { ...none, auditOrMasterComplete: true, astrologyProfileExists: true },
      completed: 7,
      progress: 100,
    },
    {
      name: 'every quiz without the audit',
      input: {
        ...none,
        completedMarks: [['burnout' as const], ['cri' as const], ['nsa' as const], ['social' as const], ['chaos' as const]],
        cosmicCoordinatesComplete: true,
      },
      completed: 6,
      progress: 86,
    },
    {
      name: 'three flags',
      input: { ...none, completedMarks: [['burnout' as const, 'cri' as const, 'nsa' as const]] },
      completed: 3,
      progress: 43,
    },
    {
      name: 'four flags',
      input: { ...none, completedMarks: [['burnout' as const, 'cri' as const, 'nsa' as const, 'social' as const]] },
      completed: 4,
      progress: 57,
    },
    {
      name: 'five flags',
      input: { ...none, completedMarks: [['burnout' as const, 'cri' as const, 'nsa' as const, 'social' as const, 'chaos' as const]] },
      completed: 5,
      progress: 71,
    },
  ])('$name → $completed of 7, $progress %', ({ input, completed, progress }) => {
    const tracking = assessmentTracking(input);
    expect(tracking.completed).toBe(completed);
    expect(tracking.progress).toBe(progress);
  });

  it('lists what is left in spec order', () => {
    expect(assessmentTracking({ ...none, auditOrMasterComplete: true }).remaining).toEqual(['astrology']);
    expect(assessmentTracking({ ...none, completedMarks: [['nsa']] }).remaining).toEqual([
      'burnout',
      'cri',
      'social',
      'chaos',
      'astrology',
    ]);
  });
});

describe('displayed progress resets to zero (spec 4)', () => {
  it.each([
    { path: '/soulprint-compass', impersonating: false, cacheEntries: 3, shown: 86 },
    { path: '/admin/users', impersonating: false, cacheEntries: 3, shown: 0 },
    { path: '/somewhere/admin', impersonating: false, cacheEntries: 3, shown: 0 },
    { path: '/dashboard', impersonating: true, cacheEntries: 3, shown: 0 },
    { path: '/dashboard', impersonating: false, cacheEntries: TRACKING_CACHE_LIMIT, shown: 86 },
    { path: '/dashboard', impersonating: false, cacheEntries: TRACKING_CACHE_LIMIT + 1, shown: 0 },
  ])('$path, impersonating $impersonating, $cacheEntries cache entries → $shown', ({ shown, ...context }) => {
    expect(displayedProgress(86, context)).toBe(shown);
  });
});
