import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDay, formatInstant, formatMonth } from './dates';

// One way of writing dates (issue 17). Instants are built from local parts so the expectations hold
// in any time zone the tests run in.
const local = new Date(2026, 2, 3, 9, 5); // Tuesday 3 March 2026, 09:05 on this clock

describe('writing dates', () => {
  it.each([
    ['date', '3 Mar 2026'],
    ['dateLong', '3 March 2026'],
    ['dateTime', '3 Mar 2026, 09:05'],
    ['dateTimeLong', '3 March 2026 at 09:05'],
    ['dayAndClock', 'Tuesday, 3 March 2026 at 09:05'],
    ['weekdayAndClock', 'Tue 3 Mar, 09:05'],
    ['clock', '09:05'],
  ] as const)('an instant in the %s style reads "%s"', (style, expected) => {
    expect(formatInstant(local, style)).toBe(expected);
    expect(formatInstant(local.toISOString(), style)).toBe(expected);
  });

  it.each([
    ['long', 'Tuesday, 3 March 2026'],
    ['full', '3 March 2026'],
    ['medium', '3 Mar 2026'],
    ['short', '3 Mar'],
    ['weekday', 'Tue 3 Mar'],
  ] as const)('a calendar day in the %s style reads "%s", whatever the time zone', (style, expected) => {
    expect(formatDay('2026-03-03', style)).toBe(expected);
  });

  it('names a month', () => {
    expect(formatMonth('2026-11')).toBe('November 2026');
  });

  it('shows what it cannot read as it came', () => {
    expect(formatDate('not a date')).toBe('not a date');
    expect(formatDateTime('')).toBe('');
    expect(formatDay('2026-3-3')).toBe('2026-3-3');
    expect(formatMonth('soon')).toBe('soon');
  });
});
