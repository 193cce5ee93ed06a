import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SalesCsvQuery, SalesQuery, SalesReport } from '#shared/contracts/shop-admin';
import type { AppDb } from '#server/platform/db/client';
import { createAdminSales, salesCsv } from './admin-sales';

/** /admin/sales (super_admin, spec 2.7): revenue, refunds and net by period and product, and as CSV. */
export const adminSalesRoutes: FastifyPluginAsyncZod<{ db: AppDb }> = async (app, { db }) => {
  const sales = createAdminSales(db);

  app.get(
    '/api/admin/sales',
    { config: { access: 'super_admin' }, schema: { querystring: SalesQuery, response: { 200: SalesReport } } },
    async (request) => sales.report(request.query),
  );

  app.get('/api/admin/sales.csv', { config: { access: 'super_admin' }, schema: { querystring: SalesCsvQuery } }, async (request, reply) => {
    const { by, ...query } = request.query;
    const report = await sales.report(query);
    const name = `recalibrate-sales-${report.mode}-by-${by === 'period' ? report.period : 'product'}-${report.from}-to-${report.to}.csv`;
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'private, no-store')
      .send(salesCsv(report, by));
  });
};
