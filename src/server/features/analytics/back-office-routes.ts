import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AnalyticsOverview, CacheCleared, CacheDebugResponse, ReportRange, TrafficOverview } from '#shared/contracts/admin-analytics';
import { writeAudit } from '#server/features/admin/audit';
import { callerId } from '#server/platform/access';
import { registeredCaches } from '#server/platform/cache-registry';
import type { AppDb } from '#server/platform/db/client';
import { analyticsReport } from './analytics-report';
import { resolveRange } from './report-range';
import { trafficReport } from './traffic-report';

/**
 * The analytics back office (issue 23): the analytics and traffic reports for analysts and above
 * (read only), and the server's caches for admins, who may empty them (audited).
 */
export const analyticsBackOfficeRoutes: FastifyPluginAsyncZod<{ db: AppDb }> = async (app, { db }) => {
  app.get(
    '/api/admin/analytics/overview',
    { config: { access: 'analyst' }, schema: { querystring: ReportRange, response: { 200: AnalyticsOverview } } },
    async (request) => analyticsReport(db, resolveRange(request.query)),
  );

  app.get(
    '/api/admin/traffic',
    { config: { access: 'analyst' }, schema: { querystring: ReportRange, response: { 200: TrafficOverview } } },
    async (request) => trafficReport(db, resolveRange(request.query)),
  );

  app.get('/api/admin/caches', { config: { access: 'admin' }, schema: { response: { 200: CacheDebugResponse } } }, async () => ({
    caches: registeredCaches()
      .map((cache) => cache.stats())
      .sort((a, b) => a.name.localeCompare(b.name)),
  }));

  app.post('/api/admin/caches/clear', { config: { access: 'admin' }, schema: { response: { 200: CacheCleared } } }, async (request) => {
    const caches = registeredCaches();
    for (const cache of caches) cache.clear();
    const cleared = caches.map((cache) => cache.stats().name).sort();
    await writeAudit(db, { actorUserId: callerId(request), action: 'cache.clear', details: { caches: cleared } });
    return { cleared };
  });
};
