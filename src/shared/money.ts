/** "$12" for whole dollars, "$7.25" otherwise, "$0" for nothing: prices and amounts in US cents. */
export function formatCents(cents: number): string {
  const dollars = cents / 100;
  return Number.isInteger(dollars) ? `$${dollars}` : `$${dollars.toFixed(2)}`;
}
