import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { labelKeys } from './labels';

describe('labelKeys', () => {
  it.each<[Record<string, string>, string[]]>([
    [{ one: 'One' }, ['one']],
    [{ report: 'Reported', crisis: 'Crisis language', burst: 'Burst' }, ['report', 'crisis', 'burst']],
  ])('lists the keys of %o in the order they are written', (labels, keys) => {
    expect(labelKeys(labels)).toEqual(keys);
  });

  it('gives z.enum a list it accepts, and refuses what is not a key', () => {
    const Need = z.enum(labelKeys({ rest: 'Rest without guilt', work: 'Work and going back' }));
    expect(Need.parse('rest')).toBe('rest');
    expect(Need.safeParse('energy').success).toBe(false);
  });
});
