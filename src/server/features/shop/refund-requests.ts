import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REFUND_REQUEST_RECEIVED, RefundRequestInput, RefundRequestReceived } from '#shared/contracts/shop-refund-requests';
import type { AppDb } from '#server/platform/db/client';
import type { Mailer } from '#server/platform/email/mailer';
import { orders, refundRequests } from './schema';

/**
 * POST /api/shop/refund-requests: the public refund form (issue 18), open while the site is gated.
 * Every request is stored for staff (/admin/refunds) and confirmed by email to the address given;
 * the order is linked only when its number and email match. The answer, and the work done before
 * it, are the same either way, so the form tells nobody which orders exist or whose they are.
 * The email names only the order number (checked to be RS- and eight characters), never the
 * reason, so the form cannot be used to send someone else words of our choosing.
 */
export const refundRequestRoutes: FastifyPluginAsyncZod<{ db: AppDb; mailer: Mailer }> = async (app, { db, mailer }) => {
  app.post(
    '/api/shop/refund-requests',
    {
      config: { access: 'public', openWhileGated: true, rateLimit: { max: 5, timeWindow: '15 minutes' } },
      schema: { body: RefundRequestInput, response: { 202: RefundRequestReceived } },
    },
    async (request, reply) => {
      const { orderNumber, reason } = request.body;
      const email = request.body.email.toLowerCase();
      const [order] = await db
        .select({ id: orders.id, userId: orders.userId })
        .from(orders)
        .where(and(eq(orders.publicNumber, orderNumber), eq(sql`lower(${orders.email})`, email)));
      await db.insert(refundRequests).values({ orderNumber, email, reason, orderId: order?.id ?? null });
      await mailer.send({
        type: 'refund_request_received',
        to: email,
        userId: order?.userId ?? null,
        vars: { lines: [`Order number: ${orderNumber}`] },
      });
      return reply.code(202).send({ message: REFUND_REQUEST_RECEIVED });
    },
  );
};
