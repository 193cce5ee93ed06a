import { describe, expect, it } from 'vitest';
import { crisisConcern, crisisTier, crisisTierOf, normaliseForCrisisCheck } from './crisis-check';
import { ABUSE_PHRASES, CRISIS_PHRASES } from './crisis-phrases';

describe('the tiered crisis check', () => {
  it('has a table of at least 120 phrases', () => {
    const { tier1, tier2, none } = CRISIS_PHRASES;
    expect(tier1.length + tier2.length + none.length).toBeGreaterThanOrEqual(120);
  });

  it.each(CRISIS_PHRASES.tier1)('reads %j as tier 1', (text) => {
    expect(crisisTier(text)).toBe(1);
  });

  it.each(CRISIS_PHRASES.tier2)('reads %j as tier 2', (text) => {
    expect(crisisTier(text)).toBe(2);
  });

  it.each(CRISIS_PHRASES.none)('leaves %j alone', (text) => {
    expect(crisisTier(text)).toBe(0);
  });

  it('has 100 % recall on every must-trigger row', () => {
    const missed = [...CRISIS_PHRASES.tier1, ...CRISIS_PHRASES.tier2].filter((text) => crisisTier(text) === 0);
    expect(missed).toEqual([]);
  });

  it('normalises case, apostrophes, contractions, typos and stretched letters', () => {
    expect(normaliseForCrisisCheck('I Don’t wanna liiiive, I cannot')).toBe('i dont want to live i cant');
    expect(normaliseForCrisisCheck('sucide   myslef')).toBe('suicide myself');
  });

  it('exempts only the phrase that hyperbole covers, never a sentence for naming work', () => {
    expect(crisisTier('My inbox is hopeless')).toBe(0);
    expect(crisisTier('My inbox is hopeless and I feel hopeless about everything')).toBe(2);
    expect(crisisTier("I can't go on like this, my boss screams at me")).toBe(2);
    expect(crisisTier('I could kill my boss')).toBe(0);
    expect(crisisTier('I could kill my boss and hurt him too')).toBe(1);
  });

  it('reads a last message across its sentences', () => {
    expect(crisisTier("I'm done. Goodbye.")).toBe(1);
    expect(crisisTier("I'm done. Good night.")).toBe(0);
  });

  it('takes the highest tier across the fields of one save', () => {
    expect(crisisTierOf('A title', null, 'I give up')).toBe(2);
    expect(crisisTierOf('I give up', 'I want to die')).toBe(1);
    expect(crisisTierOf(undefined, '')).toBe(0);
  });
});

describe('what a tier-1 hit is about (crisisConcern)', () => {
  it.each([...ABUSE_PHRASES, 'My husband hits me when he drinks.', 'I want to die. My husband hits me.'])('reads %j as abuse', (text) => {
    expect(crisisTier(text)).toBe(1);
    expect(crisisConcern(text)).toBe('abuse');
  });

  // Ideation, self-harm, means, imminence and harm to others ("I hit my kids") keep the general card.
  it.each(CRISIS_PHRASES.tier1.filter((text) => !ABUSE_PHRASES.includes(text)))('reads tier-1 %j as no abuse', (text) => {
    expect(crisisConcern(text)).toBeNull();
  });

  it.each([...CRISIS_PHRASES.tier2, ...CRISIS_PHRASES.none, 'he never hits me', '', null])('reads %j as no abuse', (text) => {
    expect(crisisConcern(text)).toBeNull();
  });
});
