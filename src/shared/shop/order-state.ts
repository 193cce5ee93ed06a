/** Order states (issue 18) and the moves between them. */
export const ORDER_STATUSES = ['pending', 'paid', 'partially_refunded', 'refunded', 'expired', 'failed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export type OrderEvent = 'paid' | 'failed' | 'expired' | 'refunded_in_part' | 'refunded_in_full';

const MOVES: Record<OrderStatus, Partial<Record<OrderEvent, OrderStatus>>> = {
  pending: { paid: 'paid', failed: 'failed', expired: 'expired' },
  paid: { refunded_in_part: 'partially_refunded', refunded_in_full: 'refunded' },
  partially_refunded: { refunded_in_part: 'partially_refunded', refunded_in_full: 'refunded' },
  refunded: {},
  expired: {},
  // A delayed payment can still succeed after a failed first attempt is reported.
  failed: { paid: 'paid' },
};

/** The state an event moves an order to, or null when the event does not apply (a replay, a late event). */
export function nextOrderStatus(status: OrderStatus, event: OrderEvent): OrderStatus | null {
  return MOVES[status][event] ?? null;
}

/** Whether the buyer holds the downloads: paid, or refunded only in part. */
export function grantsAccess(status: OrderStatus): boolean {
  return status === 'paid' || status === 'partially_refunded';
}

/** How much of an order can still be refunded. */
export function refundableCents(totalCents: number, refundedCents: number): number {
  return Math.max(totalCents - refundedCents, 0);
}

/** Checks a refund amount: a whole number of cents, above zero, no more than what is left. */
export function refundProblem(amountCents: number, totalCents: number, refundedCents: number): string | null {
  if (!Number.isInteger(amountCents) || amountCents <= 0) return 'The refund must be more than $0.';
  if (amountCents > refundableCents(totalCents, refundedCents))
    return 'The refund cannot be more than what is left to refund on this order.';
  return null;
}

/** The event a refund makes: full when everything paid has now been returned. */
export function refundEvent(totalCents: number, refundedAfterCents: number): OrderEvent {
  return refundedAfterCents >= totalCents ? 'refunded_in_full' : 'refunded_in_part';
}

/** Whether a refund request can still be made: within the window after payment. */
export const REFUND_WINDOW_DAYS = 30;
