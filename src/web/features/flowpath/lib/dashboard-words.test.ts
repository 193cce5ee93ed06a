import { describe, expect, it } from 'vitest';
import { daysUntil } from '#shared/flowpath/plan-dates';
import { dueWords, oneDayMapWords } from './dashboard-words';

describe('when the next milestone is due', () => {
  it.each([
    ['2026-11-28', 'today'],
    ['2026-11-29', 'tomorrow'],
    ['2026-11-30', 'in 2 days'],
    ['2026-12-28', 'in 30 days'],
    ['2026-11-27', 'the date has passed; there is no rush'],
    ['2026-10-01', 'the date has passed; there is no rush'],
  ])('due %s, seen on 2026-11-28: %s', (dueOn, words) => expect(dueWords(daysUntil(dueOn, '2026-11-28'))).toBe(words));
});

describe('a one-day energy map in words', () => {
  it.each([
    [1, 1, '1 drainer and 1 task worth protecting'],
    [0, 0, '0 drainers and 0 tasks worth protecting'],
    [2, 1, '2 drainers and 1 task worth protecting'],
    [1, 3, '1 drainer and 3 tasks worth protecting'],
  ])('%i drainers, %i to protect', (drainers, protect, words) => expect(oneDayMapWords(drainers, protect)).toBe(words));
});
