import { and, eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES } from '#shared/contracts/shop-reviews';
import { ORIGIN, get, post, signUpVerified, uniqueEmail, signUpStaff } from '#server/testing/auth-helpers';
import { setUpTestApp } from '#server/testing/set-up-test-app';
import { expectFieldErrors } from '#server/testing/requests';
import { auditLog } from '../admin/schema';
import { crisisCardCounts } from '../safety/schema';
import { productReviews } from './schema';
import { chooseAtTestCheckout, sessionOf } from '#server/testing/shop';

/** Product reviews (issue 18): verified purchasers only, one per product each, published after staff approval. */
const t = setUpTestApp();
let staff: { cookie: string; userId: string; email: string };
beforeAll(async () => {
  staff = await signUpStaff(t, 'admin');
});

const WORKBOOK = 'burnout-recovery-workbook';
const GOOD = { rating: 5, body: 'The energy audit showed me where my days were going.' };

const send = (method: 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { origin: ORIGIN, cookie }, ...(payload ? { payload } : {}) });

/** Buys a product through the test checkout, as a member (cookie) or as a visitor (email). */
async function buy(productId: string, who: { cookie?: string; email?: string }, outcome = 'pay') {
  const started = await post(
    t,
    '/api/shop/checkout',
    { ...(who.email ? { email: who.email } : {}), items: [{ productId, quantity: 1 }] },
    who.cookie,
  );
  expect(started.statusCode, started.body).toBe(200);
  await chooseAtTestCheckout(t, sessionOf(started.json().url), outcome);
  return started.json().orderNumber as string;
}

async function buyer(productId = WORKBOOK) {
  const member = await signUpVerified(t);
  await buy(productId, { cookie: member.cookie });
  return member;
}

const mine = async (cookie: string, productId = WORKBOOK) => (await get(t, `/api/shop/reviews/${productId}/mine`, cookie)).json();
const decide = (id: string, decision: string, cookie = staff.cookie) =>
  post(t, `/api/admin/shop/review-queue/${id}/decision`, { decision }, cookie);

describe('writing a review', () => {
  it('refuses someone who did not buy the item with a 403 problem that says why, and stores nothing', async () => {
    const member = await signUpVerified(t);
    expect(await mine(member.cookie)).toEqual({ productId: WORKBOOK, canReview: false, review: null });
    const res = await send('PUT', `/api/shop/reviews/${WORKBOOK}/mine`, member.cookie, GOOD);
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({ status: 403, detail: REVIEW_MESSAGES.notBuyer, code: 'NOT_A_BUYER' });
    expect(await t.database.db.select().from(productReviews).where(eq(productReviews.userId, member.userId))).toEqual([]);
  });

  it('counts a crisis card for a review with crisis words, as the page shows one as they are typed (review 6)', async () => {
    const member = await buyer();
    const today = sql`day = current_date and surface = 'shop_review' and tier = 1`;
    const count = async () => (await t.database.db.select().from(crisisCardCounts).where(today))[0]?.count ?? 0;
    const before = await count();
    const res = await send('PUT', `/api/shop/reviews/${WORKBOOK}/mine`, member.cookie, { rating: 1, body: 'I want to kill myself.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await count()).toBe(before + 1);
  });

  it('refuses a buyer of another product, a declined payment, and a visitor', async () => {
    const ebookBuyer = await buyer('burnout-autoimmunity-ebook');
    expect((await send('PUT', `/api/shop/reviews/${WORKBOOK}/mine`, ebookBuyer.cookie, GOOD)).statusCode).toBe(403);
    const declined = await signUpVerified(t);
    await buy(WORKBOOK, { cookie: declined.cookie }, 'decline');
    expect((await send('PUT', `/api/shop/reviews/${WORKBOOK}/mine`, declined.cookie, GOOD)).statusCode).toBe(403);
    expect((await send('PUT', `/api/shop/reviews/${WORKBOOK}/mine`, '', GOOD)).statusCode).toBe(401);
  });

  it('refuses a buyer whose order was refunded in full, but not one refunded in part', async () => {
    const refund = (orderNumber: string, amountCents: number) =>
      post(t, `/api/admin/orders/${orderNumber}/refunds`, { amountCents, reason: 'Asked for', idempotencyKey: randomUUID() }, staff.cookie);
    const full = await signUpVerified(t);
    expect((await refund(await buy(WORKBOOK, { cookie: full.cookie }), 4700)).statusCode).toBe(200);
    expect((await mine(full.cookie)).canReview).toBe(false);
    expect((await send('PUT', `/api/shop/reviews/${WORKBOOK}/mine`, full.cookie, GOOD)).statusCode).toBe(403);
    const part = await signUpVerified(t);
    expect((await refund(await buy(WORKBOOK, { cookie: part.cookie }), 1000)).statusCode).toBe(200);
    expect((await send('PUT', `/api/shop/reviews/${WORKBOOK}/mine`, part.cookie, GOOD)).statusCode).toBe(200);
  });

  it('lets a verified purchaser write one review, pending until staff decide', async () => {
    const member = await buyer();
    expect((await mine(member.cookie)).canReview).toBe(true);
    const res = await send('PUT', `/api/shop/reviews/${WORKBOOK}/mine`, member.cookie, GOOD);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ canReview: true, review: { rating: 5, body: GOOD.body, status: 'pending' } });
  });

  it('a purchase made as a visitor counts once the buyer signs up with that address', async () => {
    const email = uniqueEmail('visitor-buyer');
    await buy(WORKBOOK, { email });
    const member = await signUpVerified(t, { email });
    expect((await send('PUT', `/api/shop/reviews/${WORKBOOK}/mine`, member.cookie, GOOD)).statusCode).toBe(200);
  });

  it('keeps one review per product per buyer: a second save edits it and sends it back to pending', async () => {
    const member = await buyer();
    await send('PUT', `/api/shop/reviews/${WORKBOOK}/mine`, member.cookie, GOOD);
    const [row] = await t.database.db.select().from(productReviews).where(eq(productReviews.userId, member.userId));
    expect((await decide(row.id, 'approve')).statusCode).toBe(200);
    expect((await mine(member.cookie)).review.status).toBe('approved');

    const edited = await send('PUT', `/api/shop/reviews/${WORKBOOK}/mine`, member.cookie, {
      rating: 3,
      body: 'Helpful, though the last part felt rushed.',
    });
    expect(edited.json().review).toMatchObject({ rating: 3, body: 'Helpful, though the last part felt rushed.', status: 'pending' });
    const rows = await t.database.db.select().from(productReviews).where(eq(productReviews.userId, member.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: row.id, status: 'pending', decidedBy: null });
  });

  it('validates the stars and the text with field errors, and sanitises what it stores', async () => {
    const member = await buyer();
    const bad = await send('PUT', `/api/shop/reviews/${WORKBOOK}/mine`, member.cookie, { rating: 6, body: 'short' });
    expectFieldErrors(bad, ['body', 'rating']);
    const unsafe = await send('PUT', `/api/shop/reviews/${WORKBOOK}/mine`, member.cookie, {
      rating: 4,
      body: 'Nice <script>alert(1)</script> book',
    });
    expect(unsafe.statusCode).toBe(400);
    const marked = await send('PUT', `/api/shop/reviews/${WORKBOOK}/mine`, member.cookie, {
      rating: 4,
      body: 'I <b>loved</b> it, see <img src=x onerror=alert(1)>',
    });
    expect(marked.statusCode).toBe(200);
    expect(marked.json().review.body).toBe('I bloved/b it, see img src=x alert(1)');
  });

  it('lets the writer delete their review', async () => {
    const member = await buyer();
    await send('PUT', `/api/shop/reviews/${WORKBOOK}/mine`, member.cookie, GOOD);
    const res = await send('DELETE', `/api/shop/reviews/${WORKBOOK}/mine`, member.cookie);
    expect(res.json()).toEqual({ productId: WORKBOOK, canReview: true, review: null });
    expect(await t.database.db.select().from(productReviews).where(eq(productReviews.userId, member.userId))).toEqual([]);
  });
});

describe('published reviews', () => {
  it('shows only approved reviews, with their average and count', async () => {
    const product = 'nervous-system-reset-cards';
    const [a, b, c] = [await buyer(product), await buyer(product), await buyer(product)];
    const write = (m: { cookie: string }, rating: number, body: string) =>
      send('PUT', `/api/shop/reviews/${product}/mine`, m.cookie, { rating, body });
    const ids: string[] = [];
    for (const [m, rating, body] of [
      [a, 5, 'Lovely cards for a hard morning.'],
      [b, 4, 'I keep two of them on my desk.'],
      [c, 1, 'Not what I was looking for at all.'],
    ] as const) {
      expect((await write(m, rating, body)).statusCode).toBe(200);
      const [row] = await t.database.db
        .select()
        .from(productReviews)
        .where(and(eq(productReviews.userId, m.userId), eq(productReviews.productId, product)));
      ids.push(row.id);
    }
    expect((await get(t, `/api/shop/reviews/${product}`)).json()).toEqual({ productId: product, average: null, count: 0, reviews: [] });
    await decide(ids[0], 'approve');
    await decide(ids[1], 'approve');
    await decide(ids[2], 'reject');
    const shown = (await get(t, `/api/shop/reviews/${product}`)).json();
    expect(shown).toMatchObject({ productId: product, average: 4.5, count: 2 });
    expect(shown.reviews.map((r: { body: string }) => r.body).sort()).toEqual([
      'I keep two of them on my desk.',
      'Lovely cards for a hard morning.',
    ]);
    expect(JSON.stringify(shown)).not.toContain(a.email);
  });

  it('answers 400 for a product that does not exist', async () => {
    expect((await get(t, '/api/shop/reviews/free-stuff')).statusCode).toBe(400);
  });
});

describe('staff moderation', () => {
  it('lists pending reviews and records each decision in the audit log', async () => {
    const member = await buyer();
    await send('PUT', `/api/shop/reviews/${WORKBOOK}/mine`, member.cookie, GOOD);
    const pending = (await get(t, '/api/admin/shop/review-queue?status=pending', staff.cookie)).json().reviews as {
      id: string;
      status: string;
      productTitle: string;
      body: string;
    }[];
    expect(pending.every((r) => r.status === 'pending')).toBe(true);
    const review = pending.find((r) => r.body === GOOD.body && r.status === 'pending')!;
    expect(review.productTitle).toBe('The Burnout Recovery Workbook');
    const [own] = await t.database.db.select().from(productReviews).where(eq(productReviews.userId, member.userId));

    const res = await decide(own.id, 'reject');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: own.id, status: 'rejected' });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'review.decide'));
    expect(audit.find((row) => row.details.reviewId === own.id)).toMatchObject({
      actorUserId: staff.userId,
      targetUserId: member.userId,
      details: { reviewId: own.id, productId: WORKBOOK, decision: 'rejected' },
    });
    const [stored] = await t.database.db.select().from(productReviews).where(eq(productReviews.id, own.id));
    expect(stored).toMatchObject({ status: 'rejected', decidedBy: staff.userId });
    expect(
      (await get(t, '/api/admin/shop/review-queue?status=rejected', staff.cookie)).json().reviews.map((r: { id: string }) => r.id),
    ).toContain(own.id);
  });

  it('is refused to members (403) and visitors (401); an unknown review is 404', async () => {
    const member = await buyer();
    await send('PUT', `/api/shop/reviews/${WORKBOOK}/mine`, member.cookie, GOOD);
    const [own] = await t.database.db.select().from(productReviews).where(eq(productReviews.userId, member.userId));
    expect((await get(t, '/api/admin/shop/review-queue', member.cookie)).statusCode).toBe(403);
    expect((await decide(own.id, 'approve', member.cookie)).statusCode).toBe(403);
    expect((await decide(own.id, 'approve', '')).statusCode).toBe(401);
    expect((await mine(member.cookie)).review.status).toBe('pending');
    expect((await decide('00000000-0000-4000-8000-00000000beef', 'approve')).statusCode).toBe(404);
  });
});
