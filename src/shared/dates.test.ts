import { describe, expect, it } from 'vitest';
import {
  addDaysToKey,
  addMonthsToKey,
  daysAfter,
  daysBetweenKeys,
  daysInMonthOfKey,
  mondayOfKey,
  utcDayKey,
  wholeDaysBetween,
  weekdayIndexOfKey,
} from './dates';

// Calendar keys move on the calendar: across month and year ends, leap days and the daylight-saving
// changes of any time zone the tests run in.
describe('calendar day keys', () => {
  it.each([
    ['2026-03-28', 1, '2026-03-29'],
    ['2026-03-29', 1, '2026-03-30'], // Europe's spring change
    ['2026-10-25', 1, '2026-10-26'], // Europe's autumn change
    ['2026-11-01', 1, '2026-11-02'], // the US autumn change
    ['2026-12-31', 1, '2027-01-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2024-02-29', 1, '2024-03-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-03-10', -7, '2026-03-03'],
    ['2026-01-10', -14, '2025-12-27'],
  ])('%s plus %i day(s) is %s', (day, days, expected) => {
    expect(addDaysToKey(day, days)).toBe(expected);
    expect(daysBetweenKeys(day, expected)).toBe(days);
  });

  it.each([
    ['2026-01', 1, '2026-02'],
    ['2026-12', 1, '2027-01'],
    ['2026-01', -1, '2025-12'],
    ['2026-03', 12, '2027-03'],
    ['2026-03', -15, '2024-12'],
  ])('%s plus %i month(s) is %s', (month, months, expected) => {
    expect(addMonthsToKey(month, months)).toBe(expected);
  });

  it.each([
    ['2026-02', 28],
    ['2028-02', 29],
    ['2026-04', 30],
    ['2026-12', 31],
  ])('%s has %i days', (month, days) => {
    expect(daysInMonthOfKey(month)).toBe(days);
  });

  it.each([
    ['2026-11-23', 0, '2026-11-23'], // a Monday
    ['2026-11-26', 3, '2026-11-23'],
    ['2026-11-29', 6, '2026-11-23'], // a Sunday
    ['2027-01-01', 4, '2026-12-28'],
  ])('%s is weekday %i of the week starting %s', (day, index, monday) => {
    expect(weekdayIndexOfKey(day)).toBe(index);
    expect(mondayOfKey(day)).toBe(monday);
  });

  it('keys an instant by its UTC day', () => {
    expect(utcDayKey(new Date('2026-11-26T23:30:00-05:00'))).toBe('2026-11-27');
  });
});

// Windows and expiries measured from a moment are whole days of 24 hours, across a daylight-saving
// change too (the Lounge's suspensions and engagement window, download links, member facts).
describe('days of 24 hours from an instant', () => {
  it.each([
    ['2026-03-28T09:30:00.000Z', 1, '2026-03-29T09:30:00.000Z'],
    ['2026-03-28T09:30:00.000Z', 7, '2026-04-04T09:30:00.000Z'],
    ['2026-10-24T23:00:00.000Z', 2, '2026-10-26T23:00:00.000Z'],
    ['2026-01-31T12:00:00.000Z', -30, '2026-01-01T12:00:00.000Z'],
    ['2026-01-31T12:00:00.000Z', 0, '2026-01-31T12:00:00.000Z'],
  ])('%s plus %i days is %s', (from, days, to) => {
    expect(daysAfter(new Date(from), days).toISOString()).toBe(to);
  });

  it.each([
    ['2026-03-01T10:00:00.000Z', '2026-03-01T09:00:00.000Z', -1],
    ['2026-03-01T10:00:00.000Z', '2026-03-02T09:59:59.999Z', 0],
    ['2026-03-01T10:00:00.000Z', '2026-03-02T10:00:00.000Z', 1],
    ['2026-03-01T10:00:00.000Z', '2026-03-31T09:00:00.000Z', 29],
  ])('from %s to %s is %i whole days', (from, to, days) => {
    expect(wholeDaysBetween(new Date(from), new Date(to))).toBe(days);
  });
});
