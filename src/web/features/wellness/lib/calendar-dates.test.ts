import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  daysBetween,
  daysInMonth,
  isMonthKey,
  monthDays,
  sameDayInMonth,
  todayKey,
  weekdayIndex,
} from './calendar-dates';
import { tzOffsetMinutes } from './tz-offset';

describe('calendar days and months', () => {
  it.each([
    ['2024-02-28', 1, '2024-02-29'],
    ['2024-02-29', 1, '2024-03-01'],
    ['2025-12-31', 1, '2026-01-01'],
    ['2026-03-29', 1, '2026-03-30'], // a daylight-saving weekend in Europe changes nothing
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-03-10', -7, '2026-03-03'],
  ])('%s plus %i day(s) is %s', (day, n, expected) => {
    expect(addDays(day, n)).toBe(expected);
    expect(daysBetween(day, expected)).toBe(n);
  });

  it.each([
    ['2026-01', -1, '2025-12'],
    ['2025-12', 1, '2026-01'],
    ['2026-03', 12, '2027-03'],
    ['2026-03', -15, '2024-12'],
  ])('%s plus %i month(s) is %s', (month, n, expected) => {
    expect(addMonths(month, n)).toBe(expected);
  });

  it('knows month lengths, leap years and Monday-first weekdays', () => {
    expect([daysInMonth('2024-02'), daysInMonth('2025-02'), daysInMonth('2026-04'), daysInMonth('2026-12')]).toEqual([29, 28, 30, 31]);
    expect(monthDays('2024-02')).toHaveLength(29);
    expect(monthDays('2024-02')[0]).toBe('2024-02-01');
    expect(weekdayIndex('2024-03-04')).toBe(0); // Monday
    expect(weekdayIndex('2024-03-10')).toBe(6); // Sunday
  });

  it('keeps the day of the month when changing month, or takes the last day of a shorter one', () => {
    expect(sameDayInMonth('2024-03-31', '2024-02')).toBe('2024-02-29');
    expect(sameDayInMonth('2024-01-15', '2024-02')).toBe('2024-02-15');
  });

  it('reads months from the address only in the YYYY-MM shape', () => {
    expect(['2026-03', '2026-13', '26-03', '', null].map(isMonthKey)).toEqual([true, false, false, false, false]);
  });

  it('takes today and the time-zone offset from the member’s clock', () => {
    const at = new Date(2026, 2, 5, 23, 30);
    expect(todayKey(at)).toBe('2026-03-05');
    expect(tzOffsetMinutes(at)).toBe(-at.getTimezoneOffset() || 0);
  });
});
