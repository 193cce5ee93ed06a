import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OrderNumberParams } from '#shared/contracts/shop';
import { OrderDetail, OrderSearchQuery, OrderSearchResult, ReceiptResent } from '#shared/contracts/shop-admin';
import { grantsAccess, type OrderStatus } from '#shared/shop/order-state';
import type { AppDb } from '#server/platform/db/client';
import { HttpError } from '#server/platform/errors';
import { writeAudit } from '../admin/audit';
import { createAdminOrders } from './admin-orders';
import type { Orders } from './orders';

/**
 * /admin/purchases (super_admin, spec 2.7): find orders by email or number, read one's timeline and
 * re-send its receipt (fresh signed download links; audited). Refunds go through admin-routes.ts.
 */
export const adminOrdersRoutes: FastifyPluginAsyncZod<{ db: AppDb; orders: Orders }> = async (app, { db, orders }) => {
  const adminOrders = createAdminOrders(db);

  app.get(
    '/api/admin/orders',
    { config: { access: 'super_admin' }, schema: { querystring: OrderSearchQuery, response: { 200: OrderSearchResult } } },
    async (request) => ({
      orders: await adminOrders.search(request.query.q),
    }),
  );

  app.get(
    '/api/admin/orders/:orderNumber',
    { config: { access: 'super_admin' }, schema: { params: OrderNumberParams, response: { 200: OrderDetail } } },
    async (request) => adminOrders.detail(request.params.orderNumber),
  );

  app.post(
    '/api/admin/orders/:orderNumber/receipt',
    {
      config: { access: 'super_admin', rateLimit: { max: 20, timeWindow: '15 minutes' } },
      schema: { params: OrderNumberParams, response: { 200: ReceiptResent } },
    },
    async (request) => {
      const order = await adminOrders.byNumber(request.params.orderNumber);
      if (!order.email) throw new HttpError(409, 'This order no longer has an email address: its buyer deleted their account.');
      if (!grantsAccess(order.status as OrderStatus))
        throw new HttpError(409, 'Only a paid order has a receipt to send. This one is not paid, or it was refunded in full.');
      await orders.sendReceipt(order.id, true);
      await writeAudit(db, {
        actorUserId: request.actor.kind === 'user' ? request.actor.userId : null,
        action: 'order.resend_receipt',
        targetUserId: order.userId,
        details: { orderNumber: order.publicNumber, livemode: order.livemode },
      });
      return { sentTo: order.email };
    },
  );
};
