import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { StaffRole } from '#shared/access/policy';
import type { OrderDetail, OrderSummary, RefundRequestView, SalesReport } from '#shared/contracts/shop-admin';
import { sentBodies, stubFetch } from '#web/testing/fetch-stub';
import { renderPage } from '#web/testing/render-page';
import { signedInRoutes } from '#web/testing/sessions';
import { expectLink } from '#web/testing/expect-link';
import { textsByRole } from '#web/testing/texts';
import ShopAdminPages from './shop-admin-pages';

/** Each page's rank, as its route-table row asks (spec 2.7): a lower rank is sent to /admin. */
const RANKS: Record<string, StaffRole> = { '/admin/refunds': 'admin', '/admin/purchases': 'super_admin', '/admin/sales': 'super_admin' };

/** Opens the shop's back office at `path` behind its rank's guard (they choose what to show by the path, as in the app). */
const openShopAdmin = (path: string) => renderPage(<ShopAdminPages />, { path, access: RANKS[new URL(path, 'http://localhost').pathname] });

const ORDER: OrderSummary = {
  orderNumber: 'RS-ABCD2345',
  email: 'ada@example.com',
  status: 'paid',
  livemode: false,
  totalCents: 4700,
  refundedCents: 1000,
  currency: 'usd',
  createdAt: '2026-11-01T10:00:00.000Z',
  paidAt: '2026-11-01T10:02:00.000Z',
};
const REQUEST: RefundRequestView = {
  id: '0f1e2d3c-0000-4000-8000-000000000001',
  orderNumber: 'RS-ABCD2345',
  email: 'ada@example.com',
  reason: 'The workbook <b>did not</b> suit me.',
  status: 'open',
  createdAt: '2026-11-20T09:00:00.000Z',
  order: { ...ORDER, status: 'partially_refunded' },
  refundedCents: null,
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const DECISION = `POST /api/admin/refund-requests/${REQUEST.id}/decision`;

const findCard = async (heading: string) => (await screen.findByRole('heading', { level: 2, name: heading })).closest('article')!;

describe('/admin/refunds', () => {
  it('shows the request as text with its matched order, and refunds part of it once per form', async () => {
    let attempts = 0;
    const mock = stubFetch({
      ...signedInRoutes('admin'),
      '/api/admin/refund-requests': { body: { requests: [REQUEST], nextCursor: null } },
      [DECISION]: () =>
        ++attempts === 1
          ? {
              status: 502,
              body: {
                title: 'Bad Gateway',
                status: 502,
                detail: 'The payment provider did not accept the refund. Nothing changed; please try again.',
              },
            }
          : { body: { ...REQUEST, status: 'approved', refundedCents: 1250 } },
    });
    openShopAdmin('/admin/refunds');
    const user = userEvent.setup();
    const card = await findCard('RS-ABCD2345');
    expect(screen.getByRole('heading', { level: 1, name: 'Refunds' })).toBeInTheDocument();
    expect(card).toHaveTextContent('ada@example.com');
    expect(within(card).getByText('The workbook <b>did not</b> suit me.')).toBeInTheDocument();
    expect(card.querySelector('b')).toBeNull();
    expect(card).toHaveTextContent('$47.00, paid on 1 Nov 2026');
    expect(card).toHaveTextContent('Already refunded$10.00');
    expect(within(card).getByText('TEST')).toBeInTheDocument();

    const approve = within(card).getByRole('form', { name: 'Refund RS-ABCD2345' });
    expect(within(approve).getByRole('radio', { name: /Full refund: \$37\.00 \(everything left\)/ })).toBeChecked();
    await user.click(within(approve).getByRole('radio', { name: /Partial refund/ }));
    const amount = within(approve).getByRole('textbox', { name: 'Amount in dollars' });
    await user.type(amount, '40');
    await user.click(within(approve).getByRole('button', { name: 'Approve and refund $40.00' }));
    expect(await within(approve).findByText('The refund cannot be more than what is left to refund on this order.')).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveFocus();
    expect(sentBodies(mock, 'POST', `/api/admin/refund-requests/${REQUEST.id}/decision`)).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '12.50');
    await user.type(within(approve).getByRole('textbox', { name: 'Reason (optional)' }), 'Part of it did not print');
    await user.click(within(approve).getByRole('button', { name: 'Approve and refund $12.50' }));
    expect(
      await screen.findByText('The payment provider did not accept the refund. Nothing changed; please try again.'),
    ).toBeInTheDocument();
    await user.click(within(approve).getByRole('button', { name: 'Approve and refund $12.50' }));
    expect(await screen.findByText('Refunded $12.50 on RS-ABCD2345. The buyer has been emailed.')).toBeInTheDocument();

    const sent = sentBodies(mock, 'POST', `/api/admin/refund-requests/${REQUEST.id}/decision`) as { idempotencyKey: string }[];
    expect(sent).toEqual([
      { decision: 'approve', amountCents: 1250, reason: 'Part of it did not print', idempotencyKey: expect.stringMatching(UUID) },
      { decision: 'approve', amountCents: 1250, reason: 'Part of it did not print', idempotencyKey: sent[0].idempotencyKey },
    ]);
  });

  it('declines only with a reason, and says who was emailed', async () => {
    const mock = stubFetch({
      ...signedInRoutes('admin'),
      '/api/admin/refund-requests': { body: { requests: [{ ...REQUEST, order: null }], nextCursor: null } },
      [DECISION]: { body: { ...REQUEST, order: null, status: 'declined' } },
    });
    openShopAdmin('/admin/refunds');
    const user = userEvent.setup();
    const card = await findCard('RS-ABCD2345');
    expect(card).toHaveTextContent('No order matches this number and email address');
    expect(within(card).queryByRole('form', { name: 'Refund RS-ABCD2345' })).not.toBeInTheDocument();
    const decline = within(card).getByRole('form', { name: 'Decline the request for RS-ABCD2345' });
    await user.click(within(decline).getByRole('button', { name: 'Decline request' }));
    expect(await within(decline).findByText('Please say why, in a sentence the buyer will read.')).toBeInTheDocument();
    expect(sentBodies(mock, 'POST', `/api/admin/refund-requests/${REQUEST.id}/decision`)).toEqual([]);
    await user.type(within(decline).getByRole('textbox', { name: 'Why (the buyer reads this)' }), 'We found no order with that number.');
    await user.click(within(decline).getByRole('button', { name: 'Decline request' }));
    expect(
      await screen.findByText('Declined: the request for RS-ABCD2345. ada@example.com has been emailed the reason.'),
    ).toBeInTheDocument();
    expect(sentBodies(mock, 'POST', `/api/admin/refund-requests/${REQUEST.id}/decision`)).toEqual([
      { decision: 'decline', reason: 'We found no order with that number.' },
    ]);
  });

  it('asks the server for decided requests when the filter changes', async () => {
    const mock = stubFetch({
      ...signedInRoutes('admin'),
      '/api/admin/refund-requests': (url) => ({
        body: {
          requests: url.searchParams.get('status') === 'open' ? [] : [{ ...REQUEST, status: 'approved', refundedCents: 3700 }],
          nextCursor: null,
        },
      }),
    });
    openShopAdmin('/admin/refunds');
    const user = userEvent.setup();
    expect(await screen.findByText('No open refund requests. When someone asks for a refund, it will wait here.')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'closed');
    const card = await findCard('RS-ABCD2345');
    expect(card).toHaveTextContent('Approved');
    expect(card).toHaveTextContent('This request refunded$37.00');
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    expect(mock.mock.calls.map(([u]) => String(u)).filter((u) => u.startsWith('/api/admin/refund-requests'))).toEqual([
      '/api/admin/refund-requests?status=open',
      '/api/admin/refund-requests?status=closed',
    ]);
  });
});

const DETAIL: OrderDetail = {
  ...ORDER,
  provider: 'test',
  items: [
    { productId: 'burnout-recovery-workbook', title: 'Burnout Recovery Workbook', unitPriceCents: 4700, quantity: 1, discountCents: 0 },
  ],
  subtotalCents: 4700,
  discountCents: 0,
  taxCents: 0,
  taxCalculated: false,
  disputed: false,
  downloads: [
    {
      fileKey: 'burnout-recovery-workbook',
      title: 'Burnout Recovery Workbook',
      downloadCount: 2,
      lastDownloadedAt: '2026-11-02T08:00:00.000Z',
      revoked: false,
    },
  ],
  timeline: [
    { at: '2026-11-01T10:00:00.000Z', kind: 'created', text: 'Order placed by ada@example.com ($47)' },
    { at: '2026-11-01T10:02:00.000Z', kind: 'paid', text: 'Paid $47 through test (test_pi_1)' },
    {
      at: '2026-11-02T08:00:00.000Z',
      kind: 'download',
      text: 'Burnout Recovery Workbook downloaded (2 times in all; this was the latest)',
    },
  ],
};

describe('/admin/purchases', () => {
  it('is for super admins: a plain admin is sent to the dashboard', async () => {
    stubFetch(signedInRoutes('admin'));
    openShopAdmin('/admin/purchases');
    expect(await screen.findByText('Moved to /admin')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Purchases' })).not.toBeInTheDocument();
  });

  it('finds orders, opens one with its timeline and TEST badge, and re-sends the receipt', async () => {
    const mock = stubFetch({
      ...signedInRoutes('super_admin'),
      '/api/admin/orders': (url) => ({ body: { orders: url.searchParams.get('q') === 'ada@' ? [ORDER] : [] } }),
      '/api/admin/orders/RS-ABCD2345': { body: DETAIL },
      'POST /api/admin/orders/RS-ABCD2345/receipt': { body: { sentTo: 'ada@example.com' } },
    });
    openShopAdmin('/admin/purchases');
    const user = userEvent.setup();
    const search = await screen.findByRole('search', { name: 'Orders' });
    await user.type(within(search).getByRole('searchbox', { name: 'Email or order number' }), 'ad');
    await user.click(within(search).getByRole('button', { name: 'Find orders' }));
    expect(await screen.findByText('Type at least 3 characters of an email or an order number.')).toBeInTheDocument();
    await user.type(within(search).getByRole('searchbox', { name: 'Email or order number' }), 'a@');
    await user.click(within(search).getByRole('button', { name: 'Find orders' }));
    const table = await screen.findByRole('table', { name: 'Orders matching ada@' });
    const row = (await within(table).findByRole('link', { name: 'RS-ABCD2345' })).closest('tr')!;
    // The address stays on one line: the table scrolls sideways instead.
    expect(within(row).getByRole('cell', { name: 'ada@example.com' })).toHaveClass('whitespace-nowrap');
    expect(row).toHaveTextContent('$47.00');
    expect(within(row).getByText('TEST')).toBeInTheDocument();

    await user.click(within(row).getByRole('link', { name: 'RS-ABCD2345' }));
    const detail = await findCard('Order RS-ABCD2345');
    expect(detail).toHaveTextContent('test (test mode: no money moved)');
    const timeline = within(detail).getByRole('heading', { name: 'Timeline' }).closest('section')!;
    expect(textsByRole(timeline, 'listitem')).toEqual([
      expect.stringContaining('Order placed by ada@example.com ($47)'),
      expect.stringContaining('Paid $47 through test (test_pi_1)'),
      expect.stringContaining('Burnout Recovery Workbook downloaded (2 times in all; this was the latest)'),
    ]);
    await user.click(within(detail).getByRole('button', { name: 'Resend receipt' }));
    expect(await screen.findByText('Receipt sent again to ada@example.com, with fresh download links.')).toBeInTheDocument();
    expect(
      mock.mock.calls.filter(([u, init]) => String(u) === '/api/admin/orders/RS-ABCD2345/receipt' && init?.method === 'POST'),
    ).toHaveLength(1);

    await user.click(screen.getByRole('link', { name: 'Back to the results' }));
    expect(await screen.findByRole('table', { name: 'Orders matching ada@' })).toBeInTheDocument();
  });

  it('refunds an order directly, in full', async () => {
    const mock = stubFetch({
      ...signedInRoutes('super_admin'),
      '/api/admin/orders/RS-ABCD2345': { body: DETAIL },
      'POST /api/admin/orders/RS-ABCD2345/refunds': { body: { refundId: 'r1', repeated: false } },
    });
    openShopAdmin('/admin/purchases?order=RS-ABCD2345');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Refund RS-ABCD2345' });
    await user.click(within(form).getByRole('button', { name: 'Refund $37.00' }));
    expect(await screen.findByText('Refunded $37.00 on RS-ABCD2345. The buyer has been emailed.')).toBeInTheDocument();
    expect(sentBodies(mock, 'POST', '/api/admin/orders/RS-ABCD2345/refunds')).toEqual([
      { amountCents: 3700, reason: '', idempotencyKey: expect.stringMatching(UUID) },
    ]);
  });
});

const REPORT: SalesReport = {
  period: 'day',
  mode: 'live',
  from: '2026-08-29',
  to: '2026-11-26',
  totals: { orders: 3, revenueCents: 123450, refundsCents: 1900, netCents: 121550 },
  buckets: [{ start: '2026-11-25', orders: 3, revenueCents: 123450, refundsCents: 1900, netCents: 121550 }],
  products: [
    {
      productId: 'burnout-recovery-workbook',
      title: 'Burnout Recovery Workbook',
      quantity: 3,
      revenueCents: 123450,
      refundsCents: 1900,
      netCents: 121550,
    },
  ],
};

describe('/admin/sales', () => {
  it('shows revenue, refunds and net in dollars, live by default; test orders apart; CSV links follow the choice', async () => {
    const mock = stubFetch({
      ...signedInRoutes('super_admin'),
      '/api/admin/sales': (url) => ({
        body:
          url.searchParams.get('mode') === 'test'
            ? {
                ...REPORT,
                mode: 'test',
                period: url.searchParams.get('period'),
                totals: { orders: 0, revenueCents: 0, refundsCents: 0, netCents: 0 },
                buckets: [],
                products: [],
              }
            : REPORT,
      }),
      '/api/admin/sales/memberships': (url) => ({ body: { ...MEMBERSHIPS, mode: url.searchParams.get('mode') } }),
    });
    openShopAdmin('/admin/sales');
    const user = userEvent.setup();
    const byDay = await screen.findByRole('table', { name: 'Sales by day, live' });
    expect(screen.getByRole('heading', { level: 1, name: 'Sales' })).toBeInTheDocument();
    const cells = within(byDay).getAllByRole('row')[1];
    expect(within(cells).getByRole('rowheader')).toHaveTextContent('25 Nov 2026');
    expect(Array.from(cells.querySelectorAll('td'), (td) => td.textContent)).toEqual(['3', '$1,234.50', '$19.00', '$1,215.50']);
    expect(screen.getByRole('table', { name: 'Sales by product, live' })).toHaveTextContent('Burnout Recovery Workbook');
    expectLink('Download CSV by day', '/api/admin/sales.csv?period=day&mode=live&by=period');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Group by' }), 'week');
    const toggle = screen.getByRole('switch', { name: 'Test mode orders' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(toggle).toHaveAccessibleDescription('Showing test orders: no money moved.');
    expect(await screen.findAllByText('No test sales between 29 Aug 2026 and 26 Nov 2026.')).toHaveLength(2);
    expectLink('Download CSV by product', '/api/admin/sales.csv?period=week&mode=test&by=product');
    await waitFor(() =>
      expect(mock.mock.calls.map(([u]) => String(u)).filter((u) => u.startsWith('/api/admin/sales?'))).toEqual([
        '/api/admin/sales?period=day&mode=live',
        '/api/admin/sales?period=week&mode=live',
        '/api/admin/sales?period=week&mode=test',
      ]),
    );
  });

  it('shows the membership figures of the chosen mode', async () => {
    stubFetch({
      ...signedInRoutes('super_admin'),
      '/api/admin/sales': { body: REPORT },
      '/api/admin/sales/memberships': (url) => ({
        body: url.searchParams.get('mode') === 'test' ? { ...MEMBERSHIPS, mode: 'test', mrrCents: 0 } : MEMBERSHIPS,
      }),
    });
    openShopAdmin('/admin/sales');
    const section = await screen.findByRole('region', { name: 'Memberships' });
    expect(await within(section).findByText('$41.00')).toBeInTheDocument();
    const plans = within(section).getByRole('table', { name: 'Paying members by plan, live' });
    expect(within(plans).getByText('Elite, yearly').closest('tr')).toHaveTextContent('2');
    const months = within(section).getByRole('table', { name: 'Memberships by month, live' });
    expect(Array.from(within(months).getAllByRole('row')[1].querySelectorAll('td'), (td) => td.textContent)).toEqual(['4', '1', '2']);
    await userEvent.setup().click(screen.getByRole('switch', { name: 'Test mode orders' }));
    expect(await within(section).findByRole('table', { name: 'Paying members by plan, test' })).toBeInTheDocument();
    expect(within(section).getByText('$0.00')).toBeInTheDocument();
  });
});

const MEMBERSHIPS = {
  mode: 'live',
  asOf: '2026-11-26T10:00:00.000Z',
  mrrCents: 4100,
  active: [
    { tier: 'premium', interval: 'month', members: 1 },
    { tier: 'premium', interval: 'year', members: 0 },
    { tier: 'elite', interval: 'month', members: 0 },
    { tier: 'elite', interval: 'year', members: 2 },
  ],
  hardshipMembers: 1,
  months: [{ month: '2026-11', new: 4, canceled: 1, churned: 2 }],
};
