import { describe, expect, it } from 'vitest';
import { crisisTier } from './crisis-check';
import { CRISIS_PHRASES } from './crisis-phrases';
import { SOFIA_CRISIS_PHRASES, SOFIA_PHRASE_CATEGORIES } from './crisis-phrases-sofia';

describe("Sofia's rows of the crisis phrase table", () => {
  it('has at least 80 conversational rows, in every category', () => {
    expect(SOFIA_CRISIS_PHRASES.length).toBeGreaterThanOrEqual(80);
    for (const category of SOFIA_PHRASE_CATEGORIES) {
      expect(SOFIA_CRISIS_PHRASES.filter((row) => row.category === category).length, category).toBeGreaterThan(0);
    }
  });

  it.each(SOFIA_CRISIS_PHRASES.map((row) => [row.text, row.tier, row.category] as const))('reads %j as tier %i (%s)', (text, tier) => {
    expect(crisisTier(text)).toBe(tier);
  });

  it('has 100 % recall on the must-trigger rows, with the shared table', () => {
    const mustTrigger = [
      ...SOFIA_CRISIS_PHRASES.filter((row) => row.tier > 0).map((row) => row.text),
      ...CRISIS_PHRASES.tier1,
      ...CRISIS_PHRASES.tier2,
    ];
    expect(mustTrigger.filter((text) => crisisTier(text) === 0)).toEqual([]);
  });

  it('never reads a tier-1 row as less than tier 1', () => {
    const tier1 = SOFIA_CRISIS_PHRASES.filter((row) => row.tier === 1);
    expect(tier1.filter((row) => crisisTier(row.text) !== 1).map((row) => row.text)).toEqual([]);
  });

  it('reads the chat’s own words: curly apostrophes and typos as typed', () => {
    expect(SOFIA_CRISIS_PHRASES.some((row) => row.text.includes('’'))).toBe(true);
    expect(SOFIA_CRISIS_PHRASES.every((row) => row.text === row.text.trim() && row.text.length > 0)).toBe(true);
  });
});
