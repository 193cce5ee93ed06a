import { describe, expect, it } from 'vitest';
import { formatTimeLeft } from './time-left';

const MIN = 60_000;
const HOUR = 60 * MIN;

describe('formatTimeLeft', () => {
  it.each([
    [24 * HOUR, '24 hours left'],
    [24 * HOUR - 1, '24 hours left'],
    [23 * HOUR + 59 * MIN, '23 hours 59 minutes left'],
    [HOUR + MIN, '1 hour 1 minute left'],
    [HOUR, '1 hour left'],
    [59 * MIN + 1, '1 hour left'],
    [2 * MIN, '2 minutes left'],
    [30_000, '1 minute left'],
    [1, '1 minute left'],
    [0, 'no time left'],
    [-5 * MIN, 'no time left'],
  ])('%d ms → %s', (ms, text) => {
    expect(formatTimeLeft(ms)).toBe(text);
  });
});
