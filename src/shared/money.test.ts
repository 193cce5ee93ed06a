import { describe, expect, it } from 'vitest';
import { formatCents } from './money';

describe('formatCents', () => {
  it.each([
    [0, '$0'],
    [1200, '$12'],
    [1900, '$19'],
    [725, '$7.25'],
    [1450, '$14.50'],
    [123450, '$1234.50'],
  ])('%i cents reads %s', (cents, words) => {
    expect(formatCents(cents)).toBe(words);
  });
});
