import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  RefundDecisionInput,
  RefundRequestList,
  RefundRequestParams,
  RefundRequestQuery,
  RefundRequestView,
} from '#shared/contracts/shop-admin';
import type { AppDb } from '#server/platform/db/client';
import type { Mailer } from '#server/platform/email/mailer';
import { createAdminRefundRequests } from './admin-refund-requests';
import type { Refunds } from './refunds';

/** /admin/refunds (admin, spec 2.7): the refund requests and the staff decision on each. */
export const adminRefundRequestsRoutes: FastifyPluginAsyncZod<{ db: AppDb; refunds: Refunds; mailer: Mailer }> = async (app, deps) => {
  const requests = createAdminRefundRequests(deps);

  app.get(
    '/api/admin/refund-requests',
    { config: { access: 'admin' }, schema: { querystring: RefundRequestQuery, response: { 200: RefundRequestList } } },
    async (request) => requests.list(request.query.status, request.query),
  );

  app.post(
    '/api/admin/refund-requests/:id/decision',
    {
      config: { access: 'admin' },
      schema: { params: RefundRequestParams, body: RefundDecisionInput, response: { 200: RefundRequestView } },
    },
    async (request) => requests.decide(request.params.id, request.body, request.actor.kind === 'user' ? request.actor.userId : null),
  );
};
