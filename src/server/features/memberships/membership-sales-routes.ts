import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MembershipSalesQuery, MembershipSalesReport } from '#shared/contracts/membership-sales';
import type { AppDb } from '#server/platform/db/client';
import { membershipSales } from './membership-sales';

/** /admin/sales (super_admin, spec 2.7), memberships: MRR, members by tier and interval, new, canceled, churned. */
export const membershipSalesRoutes: FastifyPluginAsyncZod<{ db: AppDb }> = async (app, { db }) => {
  app.get(
    '/api/admin/sales/memberships',
    { config: { access: 'super_admin' }, schema: { querystring: MembershipSalesQuery, response: { 200: MembershipSalesReport } } },
    async (request) => membershipSales(db, request.query),
  );
};
