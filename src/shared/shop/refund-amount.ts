import { refundProblem } from './order-state';

/**
 * Reads an amount staff type in dollars ("12", "12.5", "$12.50", "1,047.00") as integer cents, or
 * null when it is not a plain amount with at most two decimals.
 */
export function dollarsToCents(text: string): number | null {
  const plain = text
    .trim()
    .replace(/^\$/, '')
    .replace(/,(?=\d{3}(\D|$))/g, '');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(plain)) return null;
  const [whole, fraction = ''] = plain.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** What is wrong with a typed refund amount for an order, or null when it can be refunded. */
export function refundAmountProblem(text: string, totalCents: number, refundedCents: number): string | null {
  const cents = dollarsToCents(text);
  if (cents === null) return 'Enter an amount in dollars, like 19 or 12.50.';
  return refundProblem(cents, totalCents, refundedCents);
}
