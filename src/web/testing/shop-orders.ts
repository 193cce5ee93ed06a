/** Shop orders as the api answers them, shared by the shop's and the member's pages' tests. */

/** A paid test-mode order of the workbook (GET /api/shop/orders/:sessionId), with its signed download link. */
export const PAID_ORDER = {
  orderNumber: 'RS-ABCDEFGH',
  email: 'ada@example.test',
  status: 'paid',
  provider: 'test',
  livemode: false,
  items: [
    { productId: 'burnout-recovery-workbook', title: 'The Burnout Recovery Workbook', unitPriceCents: 4700, quantity: 1, discountCents: 0 },
  ],
  subtotalCents: 4700,
  discountCents: 0,
  taxCents: 0,
  taxCalculated: false,
  totalCents: 4700,
  refundedCents: 0,
  currency: 'usd',
  createdAt: '2026-11-20T09:00:00.000Z',
  paidAt: '2026-11-20T09:01:00.000Z',
  downloads: [{ fileKey: 'burnout-recovery-workbook', title: 'The Burnout Recovery Workbook', url: '/api/shop/download?token=abc.def' }],
};

/** The same order in the member's purchases (GET /api/shop/purchases): the download goes through their own file route. */
export const PURCHASED_ORDER = {
  ...PAID_ORDER,
  downloads: [{ ...PAID_ORDER.downloads[0], url: '/api/shop/files/burnout-recovery-workbook' }],
};
