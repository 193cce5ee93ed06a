const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Integer cents as dollars for staff screens: 123450 → "$1,234.50", -500 → "-$5.00". */
export function formatMoney(cents: number): string {
  return USD.format(cents / 100);
}
