import { describe, expect, it } from 'vitest';
import {
  avgSessionLengthMinutes,
  churnRiskScore,
  contentCompletionRate,
  dataHealthScore,
  duplicateFlags,
  lifetimeValueIndicator,
  profileCompletionPercentage,
  type ProfileFacts,
} from './member-metrics';

const empty: ProfileFacts = {
  fullName: null,
  preferredName: null,
  email: null,
  preferencesSet: 0,
  archetype: null,
  soulprintCompletion: 0,
};

describe('profileCompletionPercentage (10 points)', () => {
  it.each<[string, Partial<ProfileFacts>, number]>([
    ['nothing', {}, 0],
    ['name, preferred name and email', { fullName: 'Ada L', preferredName: 'Ada', email: 'a@x.test' }, 30],
    ['blank names count for nothing', { fullName: '  ', preferredName: '' }, 0],
    ['three preferences', { preferencesSet: 3 }, 30],
    ['more than three preferences counts three', { preferencesSet: 5 }, 30],
    ['an archetype', { archetype: 'lighthouse' }, 20],
    ['SoulPrint at 50 percent is not over 50', { soulprintCompletion: 50 }, 0],
    ['SoulPrint at 51 percent', { soulprintCompletion: 51 }, 20],
    [
      'everything',
      { fullName: 'A', preferredName: 'A', email: 'a@x.test', preferencesSet: 3, archetype: 'x', soulprintCompletion: 80 },
      100,
    ],
  ])('%s', (_label, facts, percentage) => {
    expect(profileCompletionPercentage({ ...empty, ...facts })).toBe(percentage);
  });
});

describe('dataHealthScore', () => {
  it.each([
    [0, 0, 0, 0],
    [100, 0, 0, 40],
    [50, 1, 1, 42],
    [100, 2, 10, 100],
    [100, 5, 50, 100],
    [30, 3, 4, 60],
  ])('profile %s, %s quiz types, %s quizzes → %s', (profile, types, count, score) => {
    expect(dataHealthScore(profile, types, count)).toBe(score);
  });
});

describe('churnRiskScore', () => {
  it.each([
    [{ daysInactive: 1, pageViewsLast30Days: 10, quizzesLast90Days: 1 }, 0],
    [{ daysInactive: 7, pageViewsLast30Days: 10, quizzesLast90Days: 1 }, 0],
    [{ daysInactive: 8, pageViewsLast30Days: 10, quizzesLast90Days: 1 }, 20],
    [{ daysInactive: 15, pageViewsLast30Days: 10, quizzesLast90Days: 1 }, 30],
    [{ daysInactive: 1, pageViewsLast30Days: 4, quizzesLast90Days: 1 }, 25],
    [{ daysInactive: 1, pageViewsLast30Days: 5, quizzesLast90Days: 0 }, 25],
    [{ daysInactive: 30, pageViewsLast30Days: 0, quizzesLast90Days: 0 }, 80],
    [{ daysInactive: null, pageViewsLast30Days: 0, quizzesLast90Days: 0 }, 80],
  ])('%o → %s', (facts, score) => {
    expect(churnRiskScore(facts)).toBe(score);
  });
});

describe('contentCompletionRate', () => {
  it.each([
    [0, 0, 0],
    [3, 0, 0],
    [0, 7, 0],
    [7, 7, 100],
    [1, 3, 33.3],
    [9, 7, 100],
  ])('%s of %s modules → %s', (done, total, rate) => {
    expect(contentCompletionRate(done, total)).toBe(rate);
  });
});

describe('avgSessionLengthMinutes', () => {
  it.each<[number[], number]>([
    [[], 0],
    [[0, 0], 0],
    [[600], 10],
    [[60, 180], 2],
    [[0, 90, 30], 1],
  ])('%j seconds → %s minutes', (sessions, minutes) => {
    expect(avgSessionLengthMinutes(sessions)).toBe(minutes);
  });
});

describe('lifetimeValueIndicator', () => {
  it.each([
    [0, 0, 0],
    [4999, 0, 50],
    [10000, 2500, 75],
    [1000, 5000, 0],
  ])('%s paid, %s refunded (cents) → %s', (paid, refunded, value) => {
    expect(lifetimeValueIndicator(paid, refunded)).toBe(value);
  });
});

describe('duplicateFlags', () => {
  const me = { name: 'Ada Lovelace', email: 'ada@example.test' };
  it.each([
    [{ id: 'a', name: 'Grace Hopper', email: 'grace@example.test' }, []],
    [{ id: 'b', name: 'ada lovelace ', email: 'al@other.test' }, [{ duplicate_user_id: 'b', match_type: 'same_name', confidence: 50 }]],
    [{ id: 'c', name: 'Someone', email: 'ADA@other.test' }, [{ duplicate_user_id: 'c', match_type: 'same_email_name', confidence: 70 }]],
    [
      { id: 'd', name: 'Ada Lovelace', email: 'ada@other.test' },
      [{ duplicate_user_id: 'd', match_type: 'same_email_name', confidence: 90 }],
    ],
  ])('%o', (other, flags) => {
    expect(duplicateFlags(me, [other])).toEqual(flags);
  });
});
