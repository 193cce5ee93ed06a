import { describe, expect, it } from 'vitest';
import { dollarsToCents, refundAmountProblem } from './refund-amount';

describe('dollarsToCents', () => {
  it.each([
    ['19', 1900],
    ['19.5', 1950],
    ['19.05', 1905],
    [' $47.00 ', 4700],
    ['0.01', 1],
    ['1,047.25', 104725],
    ['0', 0],
    ['', null],
    ['abc', null],
    ['12.345', null],
    ['-5', null],
    ['1e3', null],
    ['12,5', null],
    ['.5', null],
  ])('%j is %j cents', (text, cents) => expect(dollarsToCents(text)).toBe(cents));
});

describe('refundAmountProblem (a $47 order)', () => {
  it.each([
    ['47', 0, null],
    ['10', 0, null],
    ['37', 1000, null],
    ['37.01', 1000, 'The refund cannot be more than what is left to refund on this order.'],
    ['47.01', 0, 'The refund cannot be more than what is left to refund on this order.'],
    ['0', 0, 'The refund must be more than $0.'],
    ['ten', 0, 'Enter an amount in dollars, like 19 or 12.50.'],
    ['1', 4700, 'The refund cannot be more than what is left to refund on this order.'],
  ])('%j with %i refunded: %j', (text, refunded, problem) => expect(refundAmountProblem(text, 4700, refunded)).toBe(problem));
});
