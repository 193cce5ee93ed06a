import { describe, expect, it } from 'vitest';
import { restNote } from './next-step';

// 2026-11-26 is a Thursday.
const THURSDAY = new Date('2026-11-26T10:00:00');

describe('restNote (issue 16: no "not one of your usual days" on day one)', () => {
  const table: [string, { preferredDays: ('mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun')[]; chosen: boolean }, boolean][] = [
    ['a chosen rhythm without today', { preferredDays: ['tue', 'fri'], chosen: true }, true],
    ['a chosen rhythm with today', { preferredDays: ['thu'], chosen: true }, false],
    ['the default rhythm nobody chose', { preferredDays: ['tue', 'fri'], chosen: false }, false],
    ['a chosen rhythm with no days', { preferredDays: [], chosen: true }, false],
  ];
  for (const [what, { preferredDays, chosen }, speaks] of table) {
    it(`${what} → ${speaks ? 'a kind word' : 'nothing'}`, () => {
      const note = restNote({ rhythm: { daysPerWeek: 2, preferredDays, minutesPerSession: 10 }, rhythmChosen: chosen }, THURSDAY);
      expect(note === null ? false : note.startsWith('Today is not one of your usual days.')).toBe(speaks);
    });
  }
});
