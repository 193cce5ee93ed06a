import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OrderNumberParams, RefundInput, RefundResult } from '#shared/contracts/shop';
import type { Refunds } from './refunds';

/** Staff actions on money (issue 18); every one goes into the audit log. */
export const shopAdminRoutes: FastifyPluginAsyncZod<{ refunds: Refunds }> = async (app, { refunds }) => {
  app.post(
    '/api/admin/orders/:orderNumber/refunds',
    { config: { access: 'admin' }, schema: { params: OrderNumberParams, body: RefundInput, response: { 200: RefundResult } } },
    async (request) => {
      const staffUserId = request.actor.kind === 'user' ? request.actor.userId : null;
      const result = await refunds.refund({ orderNumber: request.params.orderNumber, ...request.body, staffUserId });
      return { refundId: result.refundId, repeated: result.repeated };
    },
  );
};
