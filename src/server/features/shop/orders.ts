import { formatCents } from '#shared/money';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { CheckoutInput, OrderView } from '#shared/contracts/shop';
import type { Actor } from '#shared/access/policy';
import { productById } from '#shared/shop/catalogue';
import { grantsAccess, type OrderStatus } from '#shared/shop/order-state';
import { type DiscountRule, PricingError, priceOrder } from '#shared/shop/pricing';
import type { AppDb } from '#server/platform/db/client';
import type { Mailer } from '#server/platform/email/mailer';
import { HttpError } from '#server/platform/errors';
import { type PageRequest, readPage } from '#server/platform/paging';
import type { PaymentProvider } from '#server/platform/payments/provider';
import { findApplicableCode } from './discounts';
import type { DownloadTokens } from './download-tokens';
import { fulfilOrder } from './fulfil';
import { loadPriceBook } from './offers';
import { newOrderNumber } from './order-number';
import { orderLines, orderSummary } from './order-views';
import { providerLines } from './provider-lines';
import { entitlements, orderItems, orders } from './schema';

type OrderRow = typeof orders.$inferSelect;
type Viewer = { kind: 'owner' } | { kind: 'link' };

export interface OrdersDeps {
  db: AppDb;
  provider: PaymentProvider;
  mailer: Mailer;
  publicUrl: string;
  tokens: DownloadTokens;
}

export function createOrders(deps: OrdersDeps) {
  const { db, provider, mailer, publicUrl, tokens } = deps;
  const successUrl = (sessionId: string) => `${publicUrl}/refill-shop/success?session_id=${sessionId}`;

  /** The order as its buyer sees it, with signed download links while it grants them. */
  async function view(order: OrderRow, viewer: Viewer = { kind: 'owner' }): Promise<OrderView> {
    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const status = order.status as OrderStatus;
    const grants = grantsAccess(status)
      ? await db
          .select()
          .from(entitlements)
          .where(
            and(
              inArray(
                entitlements.sourceId,
                items.map((i) => i.id),
              ),
              eq(entitlements.sourceType, 'order_item'),
              isNull(entitlements.revokedAt),
            ),
          )
      : [];
    const seen = new Set<string>();
    const downloads = grants.flatMap((g) => {
      if (seen.has(g.productId)) return [];
      seen.add(g.productId);
      const title = productById(g.productId)?.title ?? g.productId;
      const url =
        viewer.kind === 'owner' && order.userId
          ? `/api/shop/files/${g.productId}`
          : `/api/shop/download?token=${tokens.sign(g.id, g.productId)}`;
      return [{ fileKey: g.productId, title, url }];
    });
    return {
      ...orderSummary(order),
      provider: order.provider as OrderView['provider'],
      ...orderLines(order, items),
      downloads,
    };
  }

  /** Sends the receipt once per order (the webhook and the success page may both get here). */
  async function sendReceipt(orderId: string, force = false) {
    const [order] = await db
      .update(orders)
      .set({ receiptSentAt: new Date() })
      .where(force ? eq(orders.id, orderId) : and(eq(orders.id, orderId), isNull(orders.receiptSentAt)))
      .returning();
    if (!order?.email) return;
    const shown = await view(order, { kind: 'link' });
    const lines = [
      `Order ${order.publicNumber}`,
      ...shown.items.map((i) => `${i.title} x ${i.quantity}: ${formatCents(i.unitPriceCents * i.quantity)}`),
      ...(order.discountCents > 0 ? [`Discount: -${formatCents(order.discountCents)}`] : []),
      `Total paid: ${formatCents(order.totalCents)}${order.taxCalculated ? ` (tax ${formatCents(order.taxCents)})` : ' (tax not calculated)'}`,
      ...(order.livemode ? [] : ['TEST MODE: no money moved for this order.']),
    ];
    await mailer.send({
      type: 'order_receipt',
      to: order.email,
      userId: order.userId,
      vars: {
        lines,
        links: shown.downloads.map((d) => ({ label: `Download ${d.title}`, url: `${publicUrl}${d.url}` })),
        url: successUrl(order.providerSessionId ?? ''),
      },
    });
  }

  async function bySession(sessionId: string): Promise<OrderRow | null> {
    const [order] = await db.select().from(orders).where(eq(orders.providerSessionId, sessionId));
    return order ?? null;
  }

  return {
    view,
    sendReceipt,
    bySession,

    /** Prices the order from the catalogue, records it pending, and opens the provider's checkout. */
    async checkout(input: CheckoutInput, actor: Actor) {
      const email = actor.kind === 'user' ? actor.email : input.email;
      if (!email)
        throw new HttpError(422, 'Please enter your email address.', {
          errors: [{ field: 'email', message: 'Please enter your email address, so we can send your receipt and downloads.' }],
        });
      const lines = input.items.map((i) => ({ productId: i.productId, quantity: i.quantity }));
      // Today's prices and availability, as staff set them (never the cart's figures).
      const book = await loadPriceBook(db);
      const price = (rule: DiscountRule | null) => {
        try {
          return priceOrder(lines, rule, book);
        } catch (error) {
          if (error instanceof PricingError) throw new HttpError(422, error.message);
          throw error;
        }
      };
      price(null);
      const code = input.discountCode ? await findApplicableCode(db, input.discountCode, lines, book) : null;
      const priced = price(code?.rule ?? null);
      const free = priced.totalCents === 0;
      const created = await db.transaction(async (txDb) => {
        const tx = txDb as unknown as AppDb;
        const [order] = await tx
          .insert(orders)
          .values({
            publicNumber: newOrderNumber(),
            userId: actor.kind === 'user' ? actor.userId : null,
            email,
            provider: free ? 'free' : provider.name,
            livemode: free ? false : provider.livemode,
            subtotalCents: priced.subtotalCents,
            discountCents: priced.discountCents,
            totalCents: priced.totalCents,
            taxCalculated: !free && provider.calculatesTax,
            discountCodeId: code?.row.id ?? null,
          })
          .returning();
        await tx.insert(orderItems).values(
          priced.lines.map((l) => ({
            orderId: order.id,
            productId: l.product.id,
            titleSnapshot: l.product.title,
            unitPriceCents: l.unitPriceCents,
            quantity: l.quantity,
            discountCents: l.discountCents,
          })),
        );
        return order;
      });
      if (free) {
        // A $0 order skips the provider and goes through the same fulfilment (PAYMENTS.md §1).
        const sessionId = `free_${created.id.replace(/-/g, '')}`;
        await db.update(orders).set({ providerSessionId: sessionId }).where(eq(orders.id, created.id));
        await fulfilOrder(db, sessionId, { paymentId: sessionId, amountCents: 0, taxCents: 0, livemode: false });
        await sendReceipt(created.id);
        return { orderNumber: created.publicNumber, url: successUrl(sessionId) };
      }
      try {
        const session = await provider.createCheckout({
          orderId: created.id,
          publicNumber: created.publicNumber,
          email,
          lines: providerLines(priced),
          discountCents: priced.discountCents,
          totalCents: priced.totalCents,
          currency: created.currency,
          successUrl: `${publicUrl}/refill-shop/success?session_id={CHECKOUT_SESSION_ID}`,
          cancelUrl: `${publicUrl}/refill-shop`,
          mode: 'payment',
        });
        await db.update(orders).set({ providerSessionId: session.sessionId }).where(eq(orders.id, created.id));
        return { orderNumber: created.publicNumber, url: session.url };
      } catch (error) {
        await db.update(orders).set({ status: 'failed', updatedAt: new Date() }).where(eq(orders.id, created.id));
        throw new HttpError(502, 'We could not reach the payment provider. Nothing was charged. Please try again in a moment.', {
          cause: String(error),
        });
      }
    },

    /**
     * The success page's order: fulfilled on load when the provider says it is paid and the webhook
     * has not arrived yet (idempotently, with the webhook).
     */
    async fulfilOnLoad(sessionId: string): Promise<OrderView> {
      let order = await bySession(sessionId);
      if (!order) throw new HttpError(404, 'We could not find that order.');
      if (order.status === 'pending' && order.provider === 'stripe') {
        const session = await provider.retrieveSession(sessionId);
        if (session && (session.paymentStatus === 'paid' || session.paymentStatus === 'no_payment_required') && session.paymentId) {
          const result = await fulfilOrder(db, sessionId, {
            paymentId: session.paymentId,
            amountCents: session.amountTotalCents,
            taxCents: session.taxCents,
            livemode: session.livemode,
          });
          if (result?.fulfilled) await sendReceipt(result.orderId);
          order = (await bySession(sessionId))!;
        }
      }
      return view(order, { kind: order.userId ? 'owner' : 'link' });
    },

    /** The member's orders (by account or by the email they bought with), newest first, a page at a time (decision 156). */
    async purchases(userId: string, email: string, request: PageRequest): Promise<{ orders: OrderView[]; nextCursor: string | null }> {
      const mine = or(eq(orders.userId, userId), eq(sql`lower(${orders.email})`, email.toLowerCase()));
      const page = await readPage(db, orders, and(mine, sql`${orders.status} <> 'pending'`), request);
      return {
        orders: await Promise.all(page.rows.map((row) => view({ ...row, userId }, { kind: 'owner' }))),
        nextCursor: page.nextCursor,
      };
    },
  };
}

export type Orders = ReturnType<typeof createOrders>;
