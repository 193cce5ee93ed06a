import { describe, expect, it } from 'vitest';
import { isMonthKey, monthDays, sameDayInMonth, todayKey } from './calendar-dates';
import { tzOffsetMinutes } from './tz-offset';

// Day and month arithmetic is src/shared/dates.ts's, tested there (dates.test.ts).
describe('calendar days and months', () => {
  it('lists every day of a month, leap days included', () => {
    expect(monthDays('2024-02')).toHaveLength(29);
    expect(monthDays('2024-02')[0]).toBe('2024-02-01');
    expect(monthDays('2024-02').at(-1)).toBe('2024-02-29');
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
