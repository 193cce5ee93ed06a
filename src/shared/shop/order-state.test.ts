import { describe, expect, it } from 'vitest';
import {
  ORDER_STATUSES,
  type OrderEvent,
  type OrderStatus,
  grantsAccess,
  nextOrderStatus,
  refundEvent,
  refundProblem,
} from './order-state';

describe('order state machine', () => {
  const moves: [OrderStatus, OrderEvent, OrderStatus | null][] = [
    ['pending', 'paid', 'paid'],
    ['pending', 'failed', 'failed'],
    ['pending', 'expired', 'expired'],
    ['pending', 'refunded_in_full', null],
    ['failed', 'paid', 'paid'],
    ['failed', 'expired', null],
    ['paid', 'paid', null],
    ['paid', 'refunded_in_part', 'partially_refunded'],
    ['paid', 'refunded_in_full', 'refunded'],
    ['paid', 'failed', null],
    ['partially_refunded', 'refunded_in_part', 'partially_refunded'],
    ['partially_refunded', 'refunded_in_full', 'refunded'],
    ['refunded', 'paid', null],
    ['expired', 'paid', null],
  ];
  it.each(moves)('%s + %s → %s', (from, event, to) => expect(nextOrderStatus(from, event)).toBe(to));

  it('only paid and partly refunded orders grant downloads', () => {
    expect(ORDER_STATUSES.filter(grantsAccess)).toEqual(['paid', 'partially_refunded']);
  });
});

describe('refund amounts', () => {
  it.each([
    [4700, 4700, 0, null],
    [1000, 4700, 0, null],
    [3700, 4700, 1000, null],
    [3701, 4700, 1000, 'The refund cannot be more than what is left to refund on this order.'],
    [0, 4700, 0, 'The refund must be more than $0.'],
    [-5, 4700, 0, 'The refund must be more than $0.'],
    [10.5, 4700, 0, 'The refund must be more than $0.'],
  ])('%i of %i with %i refunded → %s', (amount, total, refunded, problem) => {
    expect(refundProblem(amount, total, refunded)).toBe(problem);
  });
  it.each([
    [4700, 4700, 'refunded_in_full'],
    [4700, 4699, 'refunded_in_part'],
  ])('total %i, refunded %i → %s', (total, after, event) => expect(refundEvent(total, after)).toBe(event));
});
