import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_STORAGE_KEY } from '#shared/shop/catalogue';
import '#web/testing/dialog-polyfill';
import { sentBodies, stubFetch } from '#web/testing/fetch-stub';
import { openShop, storeCart, TEST_MODE_CONFIG } from '../testing/open-shop';
import { VISITOR_REPLY, signedInRoutes } from '#web/testing/sessions';
import { PAID_ORDER as ORDER, PURCHASED_ORDER } from '#web/testing/shop-orders';
import { expectLink } from '#web/testing/expect-link';

beforeEach(() => window.localStorage.clear());

describe('/refill-shop', () => {
  it('shows the spec prices, keeps the cart in refill-shop-cart, and checks out with ids and quantities only', async () => {
    const fetch = stubFetch({
      '/api/session': { body: VISITOR_REPLY },
      ...TEST_MODE_CONFIG,
      'POST /api/shop/checkout': {
        body: { orderNumber: 'RS-ABCDEFGH', url: `${window.location.origin}/refill-shop/checkout?session_id=test_cs_1` },
      },
      '/api/shop/test-checkout/test_cs_1': { body: { ...ORDER, status: 'pending' } },
    });
    const { router } = openShop('/refill-shop');
    const products = await screen.findByRole('list', { name: 'Products' });
    expect(within(products).getByText(/Ebook · 11 pages · \$19/)).toBeInTheDocument();
    expect(within(products).getByText(/Workbook · 26 pages · \$47/)).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(products).getByRole('button', { name: 'Add The Burnout Recovery Workbook to cart' }));
    expect(await screen.findByRole('heading', { name: 'Your cart' })).toBeInTheDocument();
    expect(screen.getByLabelText('Total $47')).toBeInTheDocument();
    expect(screen.getByRole('note', { name: 'Test mode' })).toHaveTextContent('TEST MODE');
    await user.click(screen.getByRole('button', { name: 'One more The Burnout Recovery Workbook' }));
    expect(screen.getByLabelText('Total $94')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY)!)).toMatchObject({
      total: 9400,
      items: [{ id: 'burnout-recovery-workbook', quantity: 2 }],
    });

    await user.type(screen.getByLabelText('Email'), 'ada@example.test');
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?session_id=test_cs_1'));
    expect(router.state.location.pathname).toBe('/refill-shop/checkout');
    const bodies = sentBodies(fetch, 'POST', '/api/shop/checkout');
    expect(bodies.at(-1)).toEqual({ items: [{ productId: 'burnout-recovery-workbook', quantity: 2 }], email: 'ada@example.test' });
  });

  it('loads a stored cart on start', async () => {
    storeCart([{ id: 'burnout-autoimmunity-ebook', title: 'Burnout and Autoimmunity: What the Research Says', price: 1900, quantity: 1 }]);
    stubFetch({ '/api/session': { body: VISITOR_REPLY }, ...TEST_MODE_CONFIG });
    openShop('/refill-shop/burnout-autoimmunity-ebook');
    expect(await screen.findByRole('heading', { level: 1, name: 'Burnout and Autoimmunity: What the Research Says' })).toBeInTheDocument();
    expect(screen.getByText('$19')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cart (1)' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('heading', { name: 'What is inside' })).toBeInTheDocument();
  });
  it('keeps focus in the cart as items are removed, down to the empty cart', async () => {
    storeCart([
      { id: 'burnout-autoimmunity-ebook', title: 'Burnout and Autoimmunity: What the Research Says', price: 1900, quantity: 1 },
      { id: 'burnout-recovery-workbook', title: 'The Burnout Recovery Workbook', price: 4700, quantity: 1 },
    ]);
    stubFetch({ '/api/session': { body: VISITOR_REPLY }, ...TEST_MODE_CONFIG });
    openShop('/refill-shop');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cart (2)' }));
    const drawer = await screen.findByRole('dialog', { name: 'Your cart' });
    await user.click(within(drawer).getByRole('button', { name: 'Remove The Burnout Recovery Workbook' }));
    expect(within(drawer).getByRole('list', { name: 'Items in your cart' })).toHaveFocus();
    await user.click(within(drawer).getByRole('button', { name: 'Remove Burnout and Autoimmunity: What the Research Says' }));
    expect(within(drawer).getByText('Your cart is empty.')).toHaveFocus();
    await user.click(within(drawer).getByRole('button', { name: 'Keep browsing' }));
    expect(screen.getByRole('button', { name: 'Cart (0)' })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('checkout pages', () => {
  it('the test checkout says no money moves and pays through the server', async () => {
    const fetch = stubFetch({
      '/api/session': { body: VISITOR_REPLY },
      '/api/shop/test-checkout/test_cs_1': { body: { ...ORDER, status: 'pending' } },
      'POST /api/shop/test-checkout/test_cs_1': { body: ORDER },
      '/api/shop/orders/test_cs_1': { body: ORDER },
    });
    const { router } = openShop('/refill-shop/checkout?session_id=test_cs_1');
    expect(await screen.findByRole('note', { name: 'Test mode' })).toBeInTheDocument();
    expect(await screen.findByText('No money moves')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pay $47' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/refill-shop/success'));
    expect(sentBodies(fetch, 'POST', '/api/shop/test-checkout/test_cs_1')).toEqual([{ outcome: 'pay' }]);
    expect(await screen.findByRole('heading', { name: 'Thank you for your order' })).toBeInTheDocument();
    expectLink('Download The Burnout Recovery Workbook (PDF)', ORDER.downloads[0].url);
    expect(screen.getByRole('heading', { name: 'Receipt' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'refund request page' })).toHaveAttribute('href', '/refund-request');
  });

  it('a failed payment says nothing was charged or granted', async () => {
    stubFetch({
      '/api/session': { body: VISITOR_REPLY },
      '/api/shop/orders/test_cs_2': { body: { ...ORDER, status: 'failed', paidAt: null, downloads: [] } },
    });
    openShop('/payment-success?session_id=test_cs_2');
    expect(await screen.findByRole('heading', { name: 'The payment did not go through' })).toBeInTheDocument();
    expect(screen.getByText(/Nothing was charged and nothing was granted/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Download/ })).not.toBeInTheDocument();
    // Nothing was paid: no receipt, and no refund to offer.
    expect(screen.getByRole('heading', { name: 'What was in this order' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Receipt' })).not.toBeInTheDocument();
    expect(screen.queryByText(/ask for a refund/)).not.toBeInTheDocument();
  });

  it('a free order (a 100 % code) offers no refund', async () => {
    stubFetch({
      '/api/session': { body: VISITOR_REPLY },
      '/api/shop/orders/test_cs_3': { body: { ...ORDER, totalCents: 0 } },
    });
    openShop('/refill-shop/success?session_id=test_cs_3');
    expect(await screen.findByRole('heading', { name: 'Thank you for your order' })).toBeInTheDocument();
    expect(screen.queryByText(/ask for a refund/)).not.toBeInTheDocument();
  });

  it('without an order, says so under a page heading', async () => {
    stubFetch({ '/api/session': { body: VISITOR_REPLY } });
    openShop('/refill-shop/success');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your order' })).toBeInTheDocument();
    expect(screen.getByText('No order to show')).toBeInTheDocument();
  });
});

describe('/refill-shop for a member whose membership includes the guides', () => {
  it.each([
    // [tier, product, what the page says, whether it can be added to the cart]
    ['elite', 'burnout-autoimmunity-ebook', 'Included with your Elite membership.', false],
    ['elite', 'burnout-recovery-workbook', 'Included with your Elite membership.', false],
    [
      'elite',
      'recovery-bundle',
      'Your Elite membership already includes Burnout and Autoimmunity: What the Research Says and The Burnout Recovery Workbook.',
      true,
    ],
    ['elite', 'nervous-system-reset-cards', null, true],
    ['premium', 'burnout-recovery-workbook', null, true],
  ] as const)('a %s member on %s: %s (can add: %s)', async (tier, slug, says, canAdd) => {
    stubFetch({ ...signedInRoutes(null, { tier }), ...TEST_MODE_CONFIG });
    openShop(`/refill-shop/${slug}`);
    await screen.findByRole('heading', { level: 1 });
    if (says) {
      expect(await screen.findByText(says, { exact: false })).toBeInTheDocument();
      expectLink('Download from My Purchases', '/my-purchases');
    } else {
      expect(screen.queryByRole('link', { name: 'Download from My Purchases' })).not.toBeInTheDocument();
    }
    expect(screen.queryAllByRole('button', { name: 'Add to cart' })).toHaveLength(canAdd ? 1 : 0);
  });
});

describe('/my-purchases', () => {
  it('lists orders with their downloads and a TEST badge', async () => {
    stubFetch({
      ...signedInRoutes(),
      '/api/shop/purchases': {
        body: { orders: [PURCHASED_ORDER], nextCursor: null },
      },
    });
    openShop('/my-purchases');
    const orders = await screen.findByRole('list', { name: 'Orders' });
    expect(within(orders).getByRole('heading', { name: 'Order RS-ABCDEFGH' })).toBeInTheDocument();
    expect(within(orders).getByText('TEST')).toBeInTheDocument();
    expectLink('Download The Burnout Recovery Workbook (PDF)', '/api/shop/files/burnout-recovery-workbook', orders);
    expect(screen.queryByRole('heading', { name: 'Included with your membership' })).not.toBeInTheDocument();
  });

  it.each([
    ['elite', true],
    ['premium', false],
  ] as const)('a %s member sees the guides Elite includes: %s', async (tier, included) => {
    stubFetch({ ...signedInRoutes(null, { tier }), '/api/shop/purchases': { body: { orders: [], nextCursor: null } } });
    openShop('/my-purchases');
    // Under the included guides, the empty state speaks of orders only (review 3: "Nothing here yet" under two downloads).
    expect(await screen.findByText(included ? /^No orders yet\./ : /^Nothing here yet\./)).toBeInTheDocument();
    const guides = screen.queryByRole('list', { name: 'Guides included with your membership' });
    if (!included) {
      expect(guides).not.toBeInTheDocument();
      return;
    }
    expect(screen.queryByText(/Nothing here yet/)).not.toBeInTheDocument();
    expect(
      within(guides!)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Download Burnout and Autoimmunity: What the Research Says (PDF)', '/api/shop/files/burnout-autoimmunity-ebook'],
      ['Download The Burnout Recovery Workbook (PDF)', '/api/shop/files/burnout-recovery-workbook'],
    ]);
  });
});
