// The webhook figure of `npm run bench` (issue 18): signed checkout.session.completed deliveries
// through the real route POST /api/shop/webhook (signature check, event-id dedupe, fulfilment,
// receipt), each paying a pending order of its own, with every fifth delivery a replay of an
// earlier one (answered 200, changing nothing). It runs for a few seconds; the pool of orders is
// larger than a run uses, so no delivery is a replay by accident.
import autocannon from 'autocannon';
import { and, eq, like, sql } from 'drizzle-orm';
import { orderItems, orders } from '../src/server/features/shop/schema';
import { newOrderNumber } from '../src/server/features/shop/order-number';
import type { TestApp } from '../src/server/testing/test-app';

const REPLAY_EVERY = 5;

export async function benchWebhooks(t: TestApp, base: string, options: { seconds: number; pool: number; connections: number }) {
  const provider = t.services.testPayments;
  if (!provider) throw new Error('The webhook bench signs with the built-in test provider; unset the Stripe variables.');
  const db = t.database.db;
  const fresh = options.pool - Math.floor(options.pool / REPLAY_EVERY);
  const run = Date.now().toString(36);

  // Pending orders to pay, made directly in the database (checkout is not what is measured).
  const sessions: { sessionId: string; orderId: string }[] = [];
  for (let start = 0; start < fresh; start += 500) {
    const batch = Array.from({ length: Math.min(500, fresh - start) }, (_, i) => ({
      publicNumber: newOrderNumber(),
      email: `bench-buyer-${run}-${start + i}@example.test`,
      provider: 'test',
      subtotalCents: 1900,
      totalCents: 1900,
      providerSessionId: `test_cs_bench_${run}_${start + i}`,
    }));
    const rows = await db.insert(orders).values(batch).returning({ id: orders.id, sessionId: orders.providerSessionId });
    await db.insert(orderItems).values(
      rows.map((r) => ({
        orderId: r.id,
        productId: 'burnout-autoimmunity-ebook',
        titleSnapshot: 'Bench ebook',
        unitPriceCents: 1900,
        quantity: 1,
      })),
    );
    sessions.push(...rows.map((r) => ({ sessionId: r.sessionId!, orderId: r.id })));
  }

  // Signed up front (well inside the 300 s tolerance); a replay is the same bytes signed again, as Stripe retries.
  const signed = await Promise.all(
    sessions.map((s) => provider.signedEvent(provider.eventFor('pay', { ...s, totalCents: 1900, currency: 'usd' }))),
  );
  const deliveries = await Promise.all(
    Array.from({ length: options.pool }, async (_, i) => {
      const k = i - Math.floor(i / REPLAY_EVERY);
      if ((i + 1) % REPLAY_EVERY !== 0) return signed[k];
      const earlier = signed[Math.max(0, k - 20)];
      return { payload: earlier.payload, signature: (await provider.signedEvent(JSON.parse(earlier.payload))).signature };
    }),
  );

  let next = 0;
  const answered = { fresh: 0, replays: 0, duplicates: 0 };
  const result = await autocannon({
    url: `${base}/api/shop/webhook`,
    connections: options.connections,
    duration: options.seconds,
    requests: [
      {
        method: 'POST',
        setupRequest: (request, context) => {
          if (next >= deliveries.length) throw new Error('The webhook bench ran out of deliveries; make the pool larger.');
          (context as { replay?: boolean }).replay = (next + 1) % REPLAY_EVERY === 0;
          const d = deliveries[next++];
          return {
            ...request,
            body: d.payload,
            headers: { ...request.headers, 'content-type': 'application/json', 'stripe-signature': d.signature },
          };
        },
        onResponse: (status, body, context) => {
          if (status !== 200) return;
          if ((context as { replay?: boolean }).replay) answered.replays++;
          else answered.fresh++;
          if (body.includes('"duplicate":true')) answered.duplicates++;
        },
      },
    ],
  });
  const [{ paid }] = await db
    .select({ paid: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(like(orders.providerSessionId, `test_cs_bench_${run}_%`), eq(orders.status, 'paid')));
  return { result, perSecond: result.requests.total / result.duration, paid: Number(paid), ...answered };
}
