import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES } from '#shared/contracts/shop-reviews';
import { CRISIS_COPY } from '#shared/safety/crisis';
import { REFUND_REQUEST_RECEIVED } from '#shared/contracts/shop-refund-requests';
import '#web/testing/dialog-polyfill';
import { sentBodies, stubFetch } from '#web/testing/fetch-stub';
import { openShop, TEST_MODE_CONFIG } from '../testing/open-shop';
import { VISITOR_REPLY, signedInRoutes } from '#web/testing/sessions';
import { expectLink } from '#web/testing/expect-link';

const WORKBOOK = 'burnout-recovery-workbook';
const REVIEWS_URL = `/api/shop/reviews/${WORKBOOK}`;
const MINE_URL = `${REVIEWS_URL}/mine`;
const SAVED = { rating: 4, body: 'The energy audit was an eye opener.', status: 'pending', updatedAt: '2026-11-21T10:00:00.000Z' };

describe('reviews on a product page', () => {
  it('shows approved reviews as text with their average, and a Write a review link for a buyer', async () => {
    stubFetch({
      ...signedInRoutes(),
      ...TEST_MODE_CONFIG,
      [REVIEWS_URL]: {
        body: {
          productId: WORKBOOK,
          average: 4.5,
          count: 2,
          reviews: [
            { id: 'r1', rating: 5, body: '<b>Not bold</b> and kind', updatedAt: '2026-11-20T10:00:00.000Z' },
            { id: 'r2', rating: 4, body: 'Useful pages.', updatedAt: '2026-11-19T10:00:00.000Z' },
          ],
        },
      },
      [MINE_URL]: { body: { productId: WORKBOOK, canReview: true, review: null } },
    });
    openShop(`/refill-shop/${WORKBOOK}`);
    const list = await screen.findByRole('list', { name: 'Reviews of The Burnout Recovery Workbook' });
    expect(screen.getByText('4.5 out of 5, from 2 reviews')).toBeInTheDocument();
    expect(within(list).getByText('<b>Not bold</b> and kind')).toBeInTheDocument();
    expect(within(list).getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
    expect(list.querySelector('b')).toBeNull();
    expect(await screen.findByRole('link', { name: 'Write a review of The Burnout Recovery Workbook' })).toHaveAttribute(
      'href',
      `/refill-shop/product-review/${WORKBOOK}`,
    );
  });

  it('shows no link to a visitor, and says when there are no reviews yet', async () => {
    stubFetch({
      '/api/session': { body: VISITOR_REPLY },
      ...TEST_MODE_CONFIG,
      [REVIEWS_URL]: { body: { productId: WORKBOOK, average: null, count: 0, reviews: [] } },
    });
    openShop(`/refill-shop/${WORKBOOK}`);
    expect(await screen.findByText(/No reviews yet/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Write a review/ })).not.toBeInTheDocument();
  });
});

describe('/my-purchases', () => {
  const order = (orderNumber: string, status: string) => ({
    orderNumber,
    email: 'sam@example.com',
    status,
    provider: 'test',
    livemode: false,
    items: [{ productId: WORKBOOK, title: 'The Burnout Recovery Workbook', unitPriceCents: 4700, quantity: 1, discountCents: 0 }],
    subtotalCents: 4700,
    discountCents: 0,
    taxCents: 0,
    taxCalculated: false,
    totalCents: 4700,
    refundedCents: status === 'refunded' ? 4700 : 0,
    currency: 'usd',
    createdAt: '2026-11-20T09:00:00.000Z',
    paidAt: '2026-11-20T09:01:00.000Z',
    downloads: [],
  });

  it('links each item of a paid order to its review page, and not those of a refunded order', async () => {
    stubFetch({
      ...signedInRoutes(),
      '/api/shop/purchases': { body: { orders: [order('RS-PAID2345', 'paid'), order('RS-GONE2345', 'refunded')], nextCursor: null } },
    });
    openShop('/my-purchases');
    const paid = await screen.findByRole('list', { name: 'Review the items of order RS-PAID2345' });
    expectLink('Review The Burnout Recovery Workbook', `/refill-shop/product-review/${WORKBOOK}`, paid);
    expect(screen.queryByRole('list', { name: 'Review the items of order RS-GONE2345' })).not.toBeInTheDocument();
  });
});

describe('/refill-shop/product-review/:id', () => {
  it('asks a visitor to sign in and come back', async () => {
    stubFetch({ '/api/session': { body: VISITOR_REPLY } });
    openShop(`/refill-shop/product-review/${WORKBOOK}`);
    expect(await screen.findByText('Please sign in to write a review')).toBeInTheDocument();
    expectLink('Sign in', `/auth?redirect=${encodeURIComponent(`/refill-shop/product-review/${WORKBOOK}`)}`);
  });

  it('tells a member who did not buy it why they cannot review it', async () => {
    stubFetch({ ...signedInRoutes(), [MINE_URL]: { body: { productId: WORKBOOK, canReview: false, review: null } } });
    openShop(`/refill-shop/product-review/${WORKBOOK}`);
    expect(await screen.findByText(new RegExp(REVIEW_MESSAGES.notBuyer.slice(0, 40)))).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Your review' })).not.toBeInTheDocument();
  });

  it('shows the crisis card as crisis words are typed in a review (review 6)', async () => {
    stubFetch({ ...signedInRoutes(), [MINE_URL]: { body: { productId: WORKBOOK, canReview: true, review: null } } });
    openShop(`/refill-shop/product-review/${WORKBOOK}`);
    const form = await screen.findByRole('form', { name: 'Your review' });
    await userEvent.setup().type(within(form).getByLabelText('Your review'), 'Nothing in it helped. I want to die.');
    expect(await within(form).findByRole('region', { name: CRISIS_COPY.heading })).toBeInTheDocument();
  });

  it('ties errors to their fields, keeps what was typed when saving fails, then saves', async () => {
    let fail = true;
    const fetch = stubFetch({
      ...signedInRoutes(),
      [MINE_URL]: { body: { productId: WORKBOOK, canReview: true, review: null } },
      [`PUT ${MINE_URL}`]: () =>
        fail
          ? { status: 503, body: { title: 'Service Unavailable', status: 503 } }
          : { body: { productId: WORKBOOK, canReview: true, review: SAVED } },
    });
    openShop(`/refill-shop/product-review/${WORKBOOK}`);
    const form = await screen.findByRole('form', { name: 'Your review' });
    const user = userEvent.setup();

    await user.click(within(form).getByRole('button', { name: 'Send my review' }));
    const firstStar = within(form).getByRole('radio', { name: '1 star' });
    expect(firstStar).toHaveAttribute('aria-invalid', 'true');
    expect(firstStar).toHaveAccessibleDescription(REVIEW_MESSAGES.rating);
    expect(firstStar).toHaveFocus();
    expect(within(form).getByLabelText('Your review')).toHaveAccessibleDescription(expect.stringContaining(REVIEW_MESSAGES.tooShort));

    await user.click(within(form).getByRole('radio', { name: '4 stars' }));
    await user.type(within(form).getByLabelText('Your review'), SAVED.body);
    await user.click(within(form).getByRole('button', { name: 'Send my review' }));
    expect(await within(form).findByText(/Your review was not saved. Nothing you wrote is lost/)).toBeInTheDocument();
    expect(within(form).getByLabelText('Your review')).toHaveValue(SAVED.body);
    expect(within(form).getByRole('radio', { name: '4 stars' })).toBeChecked();

    fail = false;
    await user.click(within(form).getByRole('button', { name: 'Send my review' }));
    expect(await within(form).findByText(/Your review is saved. A person will check it/)).toBeInTheDocument();
    expect(sentBodies(fetch, 'PUT', MINE_URL).at(-1)).toEqual({ rating: 4, body: SAVED.body });
    expect(await screen.findByText(/Waiting for a person to check it/)).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Save changes' })).toBeInTheDocument();
  });

  it('shows the server refusal to a buyer whose purchase no longer counts', async () => {
    stubFetch({
      ...signedInRoutes(),
      [MINE_URL]: { body: { productId: WORKBOOK, canReview: true, review: SAVED } },
      [`PUT ${MINE_URL}`]: { status: 403, body: { title: 'Forbidden', status: 403, detail: REVIEW_MESSAGES.notBuyer } },
    });
    openShop(`/refill-shop/product-review/${WORKBOOK}`);
    const form = await screen.findByRole('form', { name: 'Your review' });
    expect(within(form).getByLabelText('Your review')).toHaveValue(SAVED.body);
    await userEvent.setup().click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText(REVIEW_MESSAGES.notBuyer)).toBeInTheDocument();
  });
});

describe('/refund-request', () => {
  it('states the refund policy and sends the request, answering the same whatever the order', async () => {
    const fetch = stubFetch({
      '/api/session': { body: VISITOR_REPLY },
      'POST /api/shop/refund-requests': { status: 202, body: { message: REFUND_REQUEST_RECEIVED } },
    });
    openShop('/refund-request');
    expect(await screen.findByRole('heading', { level: 1, name: 'Request a Refund' })).toBeInTheDocument();
    expect(screen.getByText(/within 30 days of paying for it, for any reason/)).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Refund request' });
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText('Order number'), 'rs-abcd2345');
    await user.type(within(form).getByLabelText('Email'), 'ada@example.test');
    await user.type(within(form).getByLabelText('Why would you like a refund?'), 'It was not what I needed.');
    await user.click(within(form).getByRole('button', { name: 'Send my request' }));
    expect(await screen.findByRole('heading', { name: 'Request sent' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(REFUND_REQUEST_RECEIVED);
    expect(sentBodies(fetch, 'POST', '/api/shop/refund-requests')).toEqual([
      { orderNumber: 'RS-ABCD2345', email: 'ada@example.test', reason: 'It was not what I needed.' },
    ]);
  });

  it('ties errors to fields and keeps what was typed when the request is refused or rate limited', async () => {
    stubFetch({
      '/api/session': { body: VISITOR_REPLY },
      'POST /api/shop/refund-requests': {
        status: 429,
        body: {
          title: 'Too Many Requests',
          status: 429,
          detail: 'Too many requests. Please wait 900 seconds and try again.',
          retryAfterSeconds: 900,
        },
      },
    });
    openShop('/refund-request');
    const form = await screen.findByRole('form', { name: 'Refund request' });
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText('Order number'), '12345');
    await user.click(within(form).getByRole('button', { name: 'Send my request' }));
    const number = within(form).getByLabelText('Order number');
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveAccessibleDescription(expect.stringContaining('It looks like RS-ABCD2345.'));
    expect(number).toHaveFocus();
    expect(within(form).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(number);
    await user.type(number, 'RS-ABCD2345');
    await user.type(within(form).getByLabelText('Email'), 'ada@example.test');
    await user.type(within(form).getByLabelText('Why would you like a refund?'), 'It was not what I needed.');
    await user.click(within(form).getByRole('button', { name: 'Send my request' }));
    expect(await within(form).findByText('Please wait 15 minutes before trying again.')).toBeInTheDocument();
    expect(number).toHaveValue('RS-ABCD2345');
    expect(within(form).getByLabelText('Why would you like a refund?')).toHaveValue('It was not what I needed.');
  });
});
