import { describe, expect, it } from 'vitest';
import { checkBackDate, daysUntil, experimentDateErrors, horizonDates, nextMilestone, reminderDue } from './plan-dates';

describe('horizonDates', () => {
  it.each([
    ['2026-11-27', { 30: '2026-12-27', 60: '2027-01-26', 90: '2027-02-25' }],
    ['2028-01-31', { 30: '2028-03-01', 60: '2028-03-31', 90: '2028-04-30' }],
    ['2026-03-01', { 30: '2026-03-31', 60: '2026-04-30', 90: '2026-05-30' }],
  ])('from %s', (start, expected) => expect(horizonDates(start)).toEqual(expected));
});

describe('checkBackDate', () => {
  it.each([
    ['2026-11-27', 14, '2026-12-11'],
    ['2026-12-25', 10, '2027-01-04'],
    ['2026-03-25', 7, '2026-04-01'],
  ])('%s + %i days → %s', (start, days, expected) => expect(checkBackDate(start, days)).toBe(expected));
});

describe('experimentDateErrors', () => {
  it.each([
    ['2026-11-27', '2026-11-28', {}],
    ['2026-11-27', '2027-02-25', {}],
    ['2026-11-27', '2026-11-27', { checkBackOn: 'Please choose a check-back date after the start date.' }],
    ['2026-11-27', '2026-11-20', { checkBackOn: 'Please choose a check-back date after the start date.' }],
    ['2026-11-27', '2027-02-26', { checkBackOn: 'Please choose a check-back date within 90 days of the start.' }],
  ])('start %s, check back %s', (start, back, expected) => expect(experimentDateErrors(start, back)).toEqual(expected));
});

describe('nextMilestone', () => {
  const m = (id: string, dueOn: string, doneAt: string | null = null) => ({ id, dueOn, doneAt });
  it.each([
    ['the earliest open one', [m('a', '2027-01-10'), m('b', '2026-12-27'), m('c', '2027-02-25')], 'b'],
    ['skipping done ones', [m('a', '2026-12-01', '2026-12-01T10:00:00Z'), m('b', '2026-12-27')], 'b'],
    ['the first listed on the same day', [m('a', '2026-12-27'), m('b', '2026-12-27')], 'a'],
    ['a past one still open first', [m('a', '2026-12-27'), m('b', '2026-11-01')], 'b'],
  ])('%s', (_, milestones, expected) => expect(nextMilestone(milestones)?.id).toBe(expected));
  it('is null when all are done', () => expect(nextMilestone([m('a', '2026-12-01', 'x')])).toBeNull());
});

describe('reminderDue', () => {
  it.each([
    ['2026-12-11', '2026-12-10', false],
    ['2026-12-11', '2026-12-11', true],
    ['2026-12-11', '2026-12-14', true],
    ['2026-12-11', '2026-12-15', false],
  ])('due %s, today %s → %s', (due, today, expected) => expect(reminderDue(due, today)).toBe(expected));
});

describe('daysUntil', () => {
  it.each([
    ['2026-12-11', '2026-12-01', 10],
    ['2026-12-01', '2026-12-11', -10],
  ])('%s from %s', (day, today, expected) => expect(daysUntil(day, today)).toBe(expected));
});
