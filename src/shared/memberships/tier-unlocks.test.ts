import { describe, expect, it } from 'vitest';
import { MEMBERSHIP_TIERS } from '../access/tiers';
import { ALWAYS_FREE, MEMBERSHIP_FEATURES } from './features';
import { MEMBERSHIP_PLANS } from './plans';
import { compareTiers, featuresOf, minimumTier, PAID_TIERS, planForLookupKey, tierUnlocks } from './tier-unlocks';

describe('what each tier unlocks', () => {
  it.each([
    ['sofia', false, true, true],
    ['personal_guidance', false, true, true],
    ['break_reminders', false, true, true],
    ['shop_guides_included', false, false, true],
    ['early_access', false, false, true],
  ] as const)('%s: free %s, premium %s, elite %s', (feature, free, premium, elite) => {
    expect([tierUnlocks('free', feature), tierUnlocks('premium', feature), tierUnlocks('elite', feature)]).toEqual([free, premium, elite]);
  });

  it('names every feature in exactly one plan, and none in Free', () => {
    const named = MEMBERSHIP_PLANS.flatMap((p) => p.unlocks);
    expect([...named].sort()).toEqual([...MEMBERSHIP_FEATURES].sort());
    expect(MEMBERSHIP_PLANS.find((p) => p.tier === 'free')?.unlocks).toEqual([]);
    expect(MEMBERSHIP_FEATURES.map(minimumTier)).toEqual(['premium', 'premium', 'premium', 'elite', 'elite']);
  });

  it('gives a higher tier everything a lower one has', () => {
    expect(featuresOf('free')).toEqual([]);
    expect(featuresOf('premium')).toEqual(['sofia', 'personal_guidance', 'break_reminders']);
    expect(featuresOf('elite')).toEqual([...MEMBERSHIP_FEATURES]);
    expect(compareTiers('elite', 'premium')).toBeGreaterThan(0);
    expect(compareTiers('free', 'premium')).toBeLessThan(0);
    expect(PAID_TIERS).toEqual(['premium', 'elite']);
  });

  describe('never behind a tier: crisis resources, the Reset Room, the audit, Sofia safety', () => {
    it('lists them apart from every feature a plan can unlock', () => {
      expect(ALWAYS_FREE).toEqual(['crisis_resources', 'reset_room', 'operating_system_audit', 'sofia_safety']);
      for (const thing of ALWAYS_FREE) {
        expect(MEMBERSHIP_FEATURES as readonly string[]).not.toContain(thing);
        expect(MEMBERSHIP_PLANS.flatMap((p) => p.unlocks) as string[]).not.toContain(thing);
      }
    });

    it.each(MEMBERSHIP_TIERS)('gives all of them to %s', (tier) => {
      for (const thing of ALWAYS_FREE) expect(tierUnlocks(tier, thing)).toBe(true);
    });
  });
});

describe('provider price lookup keys', () => {
  it('turns each key back into its tier and interval', () => {
    const keys = ['premium_month', 'premium_year', 'elite_month', 'elite_year'];
    expect(keys.map(planForLookupKey)).toEqual([
      { tier: 'premium', interval: 'month' },
      { tier: 'premium', interval: 'year' },
      { tier: 'elite', interval: 'month' },
      { tier: 'elite', interval: 'year' },
    ]);
  });

  it.each(['free_month', 'premium', '', 'PREMIUM_MONTH'])('does not sell %j', (key) => {
    expect(planForLookupKey(key)).toBeNull();
  });

  it('has four keys, one per paid tier and interval', () => {
    expect(MEMBERSHIP_PLANS.map((p) => p.lookupKeys)).toEqual([
      null,
      { month: 'premium_month', year: 'premium_year' },
      { month: 'elite_month', year: 'elite_year' },
    ]);
  });
});
