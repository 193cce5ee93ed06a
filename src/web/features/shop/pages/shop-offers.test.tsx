import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CART_STORAGE_KEY } from '#shared/shop/catalogue';
import '#web/testing/dialog-polyfill';
import { stubFetch } from '#web/testing/fetch-stub';
import { openShop, storeCart, TEST_MODE_CONFIG } from '../testing/open-shop';
import { VISITOR_REPLY } from '#web/testing/sessions';

// The shop shows the prices and availability staff set in /admin/refill-shop, not only the authored ones.

beforeEach(() => window.localStorage.clear());

const OFFERS = {
  products: [
    { id: 'burnout-autoimmunity-ebook', priceCents: 1900, available: true },
    { id: 'burnout-recovery-workbook', priceCents: 3900, available: true },
    { id: 'nervous-system-reset-cards', priceCents: 1200, available: false },
    { id: 'recovery-bundle', priceCents: 5600, available: true },
  ],
};

const routes = (over = {}) => ({
  '/api/session': { body: VISITOR_REPLY },
  ...TEST_MODE_CONFIG,
  '/api/shop/catalogue': { body: OFFERS },
  ...over,
});

describe('prices and availability from the server', () => {
  it('shows a changed price, adds it to the cart at that price, and marks a product off sale', async () => {
    stubFetch(routes());
    openShop('/refill-shop');
    const products = await screen.findByRole('list', { name: 'Products' });
    expect(await within(products).findByText(/Workbook · 26 pages · \$39/)).toBeInTheDocument();
    const cards = within(products)
      .getByText(/Printable cards · 7 pages/)
      .closest('li')!;
    expect(cards).toHaveTextContent('Not available right now');
    expect(within(cards).queryByRole('button', { name: /Add .* to cart/ })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(products).getByRole('button', { name: 'Add The Burnout Recovery Workbook to cart' }));
    expect(await screen.findByLabelText('Total $39')).toBeInTheDocument();
  });

  it('reprices a cart kept from before a price change, so its total is what checkout charges', async () => {
    storeCart([{ id: 'burnout-recovery-workbook', title: 'The Burnout Recovery Workbook', price: 4700, quantity: 2 }]);
    stubFetch(routes());
    openShop('/refill-shop/burnout-recovery-workbook');
    expect(await screen.findByText('$39', { selector: 'p' })).toBeInTheDocument();
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY)!)).toMatchObject({
        total: 7800,
        items: [{ price: 3900, quantity: 2 }],
      }),
    );
  });

  it('falls back to the catalogue prices when the server cannot say', async () => {
    stubFetch(routes({ '/api/shop/catalogue': { status: 503, body: { title: 'Service Unavailable', status: 503 } } }));
    openShop('/refill-shop/burnout-recovery-workbook');
    expect(await screen.findByText('$47', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
  });
});
