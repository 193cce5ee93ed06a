import '#web/testing/dialog-polyfill';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminProduct, ProductSales, QueuedReview } from '#shared/contracts/shop-catalogue-admin';
import { sentBodies, stubFetch } from '#web/testing/fetch-stub';
import { signedInRoutes } from '#web/testing/sessions';
import { openStaffPage } from '../testing/open-staff-page';

const WORKBOOK: AdminProduct = {
  id: 'burnout-recovery-workbook',
  title: 'The Burnout Recovery Workbook',
  kind: 'Workbook',
  cataloguePriceCents: 4700,
  priceCents: 3900,
  available: true,
  changes: [
    {
      at: '2026-08-01T10:00:00.000Z',
      by: 'Grace Hopper',
      fromPriceCents: 4700,
      toPriceCents: 3900,
      fromAvailable: true,
      toAvailable: true,
    },
  ],
};
const CARDS: AdminProduct = {
  id: 'nervous-system-reset-cards',
  title: 'Nervous System Reset Cards',
  kind: 'Printable cards',
  cataloguePriceCents: 1200,
  priceCents: 1200,
  available: false,
  changes: [],
};
const SALES: ProductSales[] = [
  {
    productId: 'burnout-recovery-workbook',
    title: WORKBOOK.title,
    livemode: true,
    orders: 3,
    units: 3,
    revenueCents: 14100,
    refundedCents: 4700,
  },
  {
    productId: 'burnout-recovery-workbook',
    title: WORKBOOK.title,
    livemode: false,
    orders: 1,
    units: 2,
    revenueCents: 9400,
    refundedCents: 0,
  },
];
const REVIEW: QueuedReview = {
  id: '0b7e1c2a-0000-4000-8000-000000000001',
  productId: 'burnout-recovery-workbook',
  productTitle: WORKBOOK.title,
  rating: 4,
  body: 'Helped me <b>plan</b> my return.\nThe rest plan most of all.',
  author: 'Ada',
  status: 'pending',
  createdAt: '2026-08-02T10:00:00.000Z',
  updatedAt: '2026-08-02T10:00:00.000Z',
};

function shopRoutes(over: Record<string, unknown> = {}) {
  return {
    ...signedInRoutes('admin'),
    '/api/admin/shop/products': { body: { products: [WORKBOOK, CARDS] } },
    '/api/admin/shop/product-sales': { body: { sales: SALES } },
    '/api/admin/shop/review-queue': { body: { reviews: [REVIEW], nextCursor: null } },
    ...over,
  } as Parameters<typeof stubFetch>[0];
}

/** A product's row in the Products table (the first table naming it; Sales by product follows). */
const productRow = async (title: string) => (await screen.findAllByText(new RegExp(`^${title}`), { selector: 'th' }))[0].closest('tr')!;

describe('/admin/refill-shop', () => {
  it('shows each product with its price, the catalogue price it replaced, availability and the last change with who', async () => {
    stubFetch(shopRoutes());
    openStaffPage('/admin/refill-shop');
    const workbook = await productRow('The Burnout Recovery Workbook');
    expect(workbook).toHaveTextContent('$39');
    expect(workbook).toHaveTextContent('Catalogue: $47');
    expect(workbook).toHaveTextContent('On sale');
    expect(workbook).toHaveTextContent('Price $47 → $39');
    expect(workbook).toHaveTextContent('Grace Hopper, 1 Aug 2026');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Refill Shop']);
    const cards = await productRow('Nervous System Reset Cards');
    expect(cards).toHaveTextContent('Off sale');
    expect(cards).not.toHaveTextContent('Catalogue:');
  });

  it('shows sales by product with live and TEST rows apart, refunds and net', async () => {
    stubFetch(shopRoutes());
    openStaffPage('/admin/refill-shop');
    const table = await screen.findByRole('table', { name: 'Sales by product' });
    await within(table).findAllByRole('rowheader');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Live');
    expect(rows[1]).toHaveTextContent('$141');
    expect(rows[1]).toHaveTextContent('-$47');
    expect(rows[1]).toHaveTextContent('$94');
    expect(rows[1]).not.toHaveTextContent('TEST');
    expect(within(rows[2]).getByText('TEST')).toHaveAttribute('title', 'Test mode: no money moved');
  });

  it('changes a price in dollars, sent as whole cents; a negative or malformed price is refused before sending', async () => {
    const mock = stubFetch(
      shopRoutes({
        [`PATCH /api/admin/shop/products/${WORKBOOK.id}`]: (_url: URL, init?: RequestInit) => ({
          body: { ...WORKBOOK, ...JSON.parse(String(init?.body)) },
        }),
      }),
    );
    openStaffPage('/admin/refill-shop');
    const user = userEvent.setup();
    await user.click(
      within(await productRow('The Burnout Recovery Workbook')).getByRole('button', {
        name: 'Change price or availability: The Burnout Recovery Workbook',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'The Burnout Recovery Workbook' });
    const price = within(dialog).getByRole('textbox', { name: 'Price (USD)' });
    expect(price).toHaveValue('39.00');
    expect(dialog).toHaveTextContent('The catalogue price is $47.');
    expect(dialog).toHaveTextContent('Price $47 → $39');

    await user.clear(price);
    await user.type(price, '-5');
    await user.click(within(dialog).getByRole('button', { name: 'Save price' }));
    expect(await within(dialog).findByText('A price cannot be below $0.')).toBeInTheDocument();
    await user.clear(price);
    await user.type(price, 'twelve');
    await user.click(within(dialog).getByRole('button', { name: 'Save price' }));
    expect(await within(dialog).findByText('Enter the price in dollars and cents, for example 47 or 19.50.')).toBeInTheDocument();
    expect(sentBodies(mock, 'PATCH', `/api/admin/shop/products/${WORKBOOK.id}`)).toEqual([]);

    await user.clear(price);
    await user.type(price, '42.50');
    await user.click(within(dialog).getByRole('button', { name: 'Save price' }));
    expect(await within(dialog).findByText('The Burnout Recovery Workbook now costs $42.50.')).toBeInTheDocument();
    expect(sentBodies(mock, 'PATCH', `/api/admin/shop/products/${WORKBOOK.id}`)).toEqual([{ priceCents: 4250 }]);
  });

  it('takes a product off sale and shows the server’s field error under the price', async () => {
    const mock = stubFetch(
      shopRoutes({
        [`PATCH /api/admin/shop/products/${WORKBOOK.id}`]: (_url: URL, init?: RequestInit) => {
          const body = JSON.parse(String(init?.body));
          if ('priceCents' in body)
            return {
              status: 400,
              body: {
                title: 'Bad Request',
                status: 400,
                detail: 'Invalid',
                errors: [{ field: 'priceCents', message: 'A price can be at most $1,000.' }],
              },
            };
          return { body: { ...WORKBOOK, available: false } };
        },
      }),
    );
    openStaffPage('/admin/refill-shop');
    const user = userEvent.setup();
    await user.click(
      within(await productRow('The Burnout Recovery Workbook')).getByRole('button', { name: /Change price or availability/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'The Burnout Recovery Workbook' });
    await user.click(within(dialog).getByRole('button', { name: 'Take off sale' }));
    expect(
      await within(dialog).findByText('The Burnout Recovery Workbook is off sale. Checkout refuses it until you put it back.'),
    ).toBeInTheDocument();
    expect(sentBodies(mock, 'PATCH', `/api/admin/shop/products/${WORKBOOK.id}`)).toEqual([{ available: false }]);

    const price = within(dialog).getByRole('textbox', { name: 'Price (USD)' });
    await user.clear(price);
    await user.type(price, '999');
    await user.click(within(dialog).getByRole('button', { name: 'Save price' }));
    expect(await within(dialog).findByText('A price can be at most $1,000.')).toBeInTheDocument();
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveValue('999');
  });

  it('shows a waiting review as text, and approves it: the decision is sent and the review leaves the queue', async () => {
    let reviews = [REVIEW];
    const mock = stubFetch(
      shopRoutes({
        '/api/admin/shop/review-queue': () => ({ body: { reviews, nextCursor: null } }),
        [`POST /api/admin/shop/review-queue/${REVIEW.id}/decision`]: () => {
          reviews = [];
          return { body: { ...REVIEW, status: 'approved' } };
        },
      }),
    );
    openStaffPage('/admin/refill-shop');
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Reviews waiting for approval' });
    const text = within(list).getByText(/Helped me/);
    expect(text.textContent).toBe('Helped me <b>plan</b> my return.\nThe rest plan most of all.');
    expect(list.querySelector('b')).toBeNull();
    expect(within(list).getByLabelText('4 of 5 stars')).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: "Approve: Ada's review of The Burnout Recovery Workbook" }));
    expect(await screen.findByText("Approved: Ada's review of The Burnout Recovery Workbook is published.")).toBeInTheDocument();
    expect(sentBodies(mock, 'POST', `/api/admin/shop/review-queue/${REVIEW.id}/decision`)).toEqual([{ decision: 'approve' }]);
    expect(await screen.findByText('No reviews are waiting. New ones will appear here for you to approve.')).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toContainElement(screen.getByText(/Approved: Ada/)));
  });

  it('rejects a review, and says so when the server refuses', async () => {
    const mock = stubFetch(
      shopRoutes({
        [`POST /api/admin/shop/review-queue/${REVIEW.id}/decision`]: {
          status: 404,
          body: { title: 'Not Found', status: 404, detail: 'That review was not found. It may have been deleted.' },
        },
      }),
    );
    openStaffPage('/admin/refill-shop');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: "Reject: Ada's review of The Burnout Recovery Workbook" }));
    expect(await screen.findByText('That review was not found. It may have been deleted.')).toBeInTheDocument();
    expect(sentBodies(mock, 'POST', `/api/admin/shop/review-queue/${REVIEW.id}/decision`)).toEqual([{ decision: 'reject' }]);
  });
});
