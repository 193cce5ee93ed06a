import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MemberAnalytics, MetricsRefreshQueued } from '#shared/contracts/member-analytics';
import type { AppDb } from '#server/platform/db/client';
import type { JobQueue } from '#server/platform/jobs/queue';
import { analyticsBackOfficeRoutes } from './back-office-routes';
import { readMemberAnalytics } from './member-analytics';
import { MEMBER_METRICS_QUEUE, type MetricsDeps, defineMemberMetricsJob } from './member-metrics-job';
import { defineTrafficRollupJob } from './traffic-rollup';
import { createTtlCache } from './ttl-cache';

/** Spec 7: the comprehensive data is kept 2 minutes on the server (the web keeps it 5). */
export const COMPREHENSIVE_CACHE_SECONDS = 120;

export const comprehensiveCache = createTtlCache<MemberAnalytics>('comprehensive data', COMPREHENSIVE_CACHE_SECONDS);

const Params = z.object({ userId: z.string().min(1).max(100) });

/** Member metrics for staff (issue 23): read by analysts and above, recomputed on demand by admins. */
export const analyticsRoutes: FastifyPluginAsyncZod<MetricsDeps & { db: AppDb; queue: JobQueue }> = async (app, deps) => {
  defineMemberMetricsJob(deps.queue, deps);
  defineTrafficRollupJob(deps.queue, deps.db);
  await app.register(analyticsBackOfficeRoutes, { db: deps.db });

  app.get(
    '/api/admin/analytics/members/:userId',
    { config: { access: 'analyst' }, schema: { params: Params, response: { 200: MemberAnalytics } } },
    async (request) => comprehensiveCache.get(request.params.userId, () => readMemberAnalytics(deps.db, request.params.userId)),
  );

  // Spec 7 update_user_analytics_summary: one member's metrics, computed by the job, not here.
  app.post(
    '/api/admin/analytics/members/:userId/refresh',
    { config: { access: 'admin' }, schema: { params: Params, response: { 202: MetricsRefreshQueued } } },
    async (request, reply) => {
      const { userId } = request.params;
      const id = await deps.queue.send(MEMBER_METRICS_QUEUE, { userId }, { singletonKey: `member-metrics:${userId}` });
      comprehensiveCache.delete(userId);
      return reply.code(202).send({ queued: id !== null });
    },
  );
};
