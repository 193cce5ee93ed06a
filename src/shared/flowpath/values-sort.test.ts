import { describe, expect, it } from 'vitest';
import { compareValues, moveInTop, valuesSortComplete, valuesSortErrors } from './values-sort';

const known = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
const allVery = Object.fromEntries(known.map((id) => [id, 'very' as const]));

describe('valuesSortErrors', () => {
  it.each([
    ['a partial sort', { piles: { a: 'very' }, top: ['a'], rewarded: [] }, {}],
    ['an unknown value', { piles: { z: 'very' }, top: [], rewarded: [] }, { values: 'We could not find the value "z".' }],
    [
      'more than five on top',
      { piles: allVery, top: ['a', 'b', 'c', 'd', 'e', 'f'], rewarded: [] },
      { top: 'Please keep 5 values at most in your top five.' },
    ],
    ['a value twice on top', { piles: allVery, top: ['a', 'a'], rewarded: [] }, { top: 'Each value can be in your top five once.' }],
    [
      'a top value from another pile',
      { piles: { a: 'somewhat' }, top: ['a'], rewarded: [] },
      { top: 'Your top five come from the "Very important to me" pile.' },
    ],
    ['too many rewarded', { piles: {}, top: [], rewarded: [...known, 'a'] }, { rewarded: 'Each value can be chosen once.' }],
  ])('%s', (_, sort, expected) => expect(valuesSortErrors(sort as never, known)).toEqual(expected));
});

describe('valuesSortComplete', () => {
  it('needs every value in a pile and five on top', () => {
    expect(valuesSortComplete({ piles: allVery, top: ['a', 'b', 'c', 'd', 'e'], rewarded: [] }, known)).toBe(true);
    expect(valuesSortComplete({ piles: allVery, top: ['a', 'b', 'c', 'd'], rewarded: [] }, known)).toBe(false);
    expect(valuesSortComplete({ piles: { ...allVery, g: undefined } as never, top: ['a', 'b', 'c', 'd', 'e'], rewarded: [] }, known)).toBe(
      false,
    );
  });
});

describe('compareValues', () => {
  it.each([
    [['a', 'b', 'c'], ['b', 'x'], { honoured: ['b'], unmet: ['a', 'c'], rewardedOnly: ['x'] }],
    [['a'], [], { honoured: [], unmet: ['a'], rewardedOnly: [] }],
    [[], ['a'], { honoured: [], unmet: [], rewardedOnly: ['a'] }],
  ])('top %j, rewarded %j', (top, rewarded, expected) => expect(compareValues(top, rewarded)).toEqual(expected));
});

describe('moveInTop', () => {
  it.each([
    ['b', -1, ['b', 'a', 'c']],
    ['b', 1, ['a', 'c', 'b']],
    ['a', -1, ['a', 'b', 'c']],
    ['c', 1, ['a', 'b', 'c']],
    ['z', 1, ['a', 'b', 'c']],
  ] as const)('moves %s by %i', (id, by, expected) => expect(moveInTop(['a', 'b', 'c'], id, by)).toEqual(expected));
});
