import { describe, expect, it } from 'vitest';
import { MEMBERSHIP_TIERS } from '../access/tiers';
import { discountedMonthlyCents, MEMBERSHIP_PLANS, planFor } from './plans';

describe('membership plans', () => {
  it('has one plan per tier, in tier order, each dearer than the one before', () => {
    expect(MEMBERSHIP_PLANS.map((p) => p.tier)).toEqual([...MEMBERSHIP_TIERS]);
    expect(MEMBERSHIP_PLANS.map((p) => p.monthlyPriceCents)).toEqual([0, 1200, 2900]);
  });

  it('gives Sofia to Premium and Elite only, and break reminders from Premium up', () => {
    const mentions = (word: RegExp) => MEMBERSHIP_PLANS.filter((p) => p.includes.some((line) => word.test(line))).map((p) => p.tier);
    expect(mentions(/Sofia/)).toEqual(['premium']);
    expect(planFor('elite').includes[0]).toBe('Everything in Premium');
    expect(mentions(/break reminders/)).toEqual(['premium']);
  });

  it.each([
    [50, 600, 1450],
    [75, 300, 725],
    [100, 0, 0],
  ] as const)('%i %% off: Premium %i cents, Elite %i cents', (level, premium, elite) => {
    expect(discountedMonthlyCents(planFor('premium'), level)).toBe(premium);
    expect(discountedMonthlyCents(planFor('elite'), level)).toBe(elite);
  });
});
