import { describe, expect, it } from 'vitest';
import {
  BLOCKERS,
  DEFAULT_INSIGHT,
  MILESTONE_TIMES,
  NEXT_ACTIONS,
  STRENGTHS,
  type UserDataSummary,
  daysInactive,
  journeyInsight,
  journeyStage,
  progressPercent,
  safeJourneyInsight,
  timeToNextMilestone,
} from './insight';

const now = new Date('2026-11-22T12:00:00Z');
const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000).toISOString();
const summary = (over: Partial<UserDataSummary> = {}): UserDataSummary => ({
  total_modules_completed: 0,
  soulprint_completion: 0,
  latest_quiz_date: null,
  last_active_date: daysAgo(0),
  total_journal_entries: 0,
  recent_coaching_sessions: [],
  ...over,
});

describe('journey stage (spec 4: more than 10 modules, more than 5, completion above 75, above 0)', () => {
  it.each([
    [11, 0, 'mastery'],
    [10, 100, 'engagement'],
    [6, 0, 'engagement'],
    [5, 100, 'exploration'],
    [5, 76, 'exploration'],
    [5, 75, 'assessment'],
    [0, 1, 'assessment'],
    [0, 0, 'discovery'],
    [3, 0, 'discovery'],
  ])('%i modules, completion %i → %s', (modules, completion, stage) => {
    expect(journeyStage(modules, completion)).toBe(stage);
  });
});

describe('progress percent (divisors 3, 8, 15; capped at 100)', () => {
  it.each([
    ['discovery', 0, 0, 0],
    ['assessment', 0, 43, 43],
    ['exploration', 1, 86, 33],
    ['exploration', 2, 86, 67],
    ['exploration', 5, 86, 100],
    ['engagement', 6, 0, 75],
    ['engagement', 10, 0, 100],
    ['mastery', 11, 0, 73],
    ['mastery', 15, 0, 100],
    ['mastery', 40, 0, 100],
  ] as const)('%s with %i modules and completion %i → %i', (stage, modules, completion, percent) => {
    expect(progressPercent(stage, modules, completion)).toBe(percent);
  });
});

describe('inactivity and time to the next milestone (over 7 days, over 3)', () => {
  it.each([
    [0, MILESTONE_TIMES.quick],
    [3, MILESTONE_TIMES.quick],
    [4, MILESTONE_TIMES.steady],
    [7, MILESTONE_TIMES.steady],
    [8, MILESTONE_TIMES.slow],
  ])('%i days inactive → %s', (days, text) => {
    expect(timeToNextMilestone(daysInactive(daysAgo(days), now))).toBe(text);
  });

  it('counts an unknown or unreadable last-active date as 30 days', () => {
    expect(daysInactive(null, now)).toBe(30);
    expect(daysInactive('not a date', now)).toBe(30);
  });
});

describe('blockers (no quiz date, zero modules, inactive over 14 days or unknown)', () => {
  it.each([
    { name: 'a new member', over: {}, blockers: [BLOCKERS.noQuiz, BLOCKERS.noModules] },
    { name: 'quiz and a module', over: { latest_quiz_date: daysAgo(1), total_modules_completed: 1 }, blockers: [] },
    {
      name: '14 days away',
      over: { latest_quiz_date: daysAgo(20), total_modules_completed: 1, last_active_date: daysAgo(14) },
      blockers: [],
    },
    {
      name: '15 days away',
      over: { latest_quiz_date: daysAgo(20), total_modules_completed: 1, last_active_date: daysAgo(15) },
      blockers: [BLOCKERS.inactive],
    },
    {
      name: 'unknown last activity',
      over: { latest_quiz_date: daysAgo(20), total_modules_completed: 1, last_active_date: null },
      blockers: [BLOCKERS.inactive],
    },
  ])('$name', ({ over, blockers }) => {
    expect(journeyInsight(summary(over), now).blockers).toEqual(blockers);
  });
});

describe('strengths (completion above 75, journal above 5, modules above 3, coaching above 2)', () => {
  it.each([
    {
      over: { soulprint_completion: 75, total_journal_entries: 5, total_modules_completed: 3, recent_coaching_sessions: [1, 2] },
      strengths: [],
    },
    {
      over: { soulprint_completion: 76, total_journal_entries: 6, total_modules_completed: 4, recent_coaching_sessions: [1, 2, 3] },
      strengths: [STRENGTHS.completion, STRENGTHS.journal, STRENGTHS.modules, STRENGTHS.coaching],
    },
  ])('$strengths.length strengths', ({ over, strengths }) => {
    expect(journeyInsight(summary(over), now).strengths).toEqual(strengths);
  });
});

describe('the whole insight', () => {
  it('guides a new member to the audit', () => {
    expect(journeyInsight(summary(), now)).toMatchObject({
      stage: 'discovery',
      progress_percentage: 0,
      next_recommended_action: NEXT_ACTIONS.audit,
    });
  });

  it('guides a member with an audit and no modules to the first module', () => {
    const insight = journeyInsight(summary({ latest_quiz_date: daysAgo(1), soulprint_completion: 86 }), now);
    expect(insight).toMatchObject({ stage: 'exploration', progress_percentage: 0, next_recommended_action: NEXT_ACTIONS.firstModule });
  });

  it('falls back to the spec 8 default on failure', () => {
    expect(DEFAULT_INSIGHT).toEqual({
      stage: 'discovery',
      progress_percentage: 0,
      next_recommended_action: NEXT_ACTIONS.audit,
      time_to_next_milestone: '10 minutes to get started',
      blockers: [],
      strengths: ['Ready to begin your transformation journey'],
    });
    expect(safeJourneyInsight(null, now)).toBe(DEFAULT_INSIGHT);
    expect(safeJourneyInsight({ ...summary(), recent_coaching_sessions: null as never }, now)).toBe(DEFAULT_INSIGHT);
  });
});
