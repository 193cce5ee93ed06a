import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TrackingAccepted, VitalsInput } from '#shared/contracts/tracking';
import { performanceScore } from '#shared/analytics/performance-score';
import { sessionSampled } from '#shared/analytics/sampling';
import { refusalFor } from './consent';
import { enrich } from './enrich';
import type { TrackingOptions } from './routes';
import { geographicDeviceMetrics } from './schema';
import { optionalCallerId } from '#server/platform/access';

/**
 * Spec 7 track-geographic-data: a real-user performance sample (LCP, INP, CLS, TTFB, load time
 * from web-vitals) and the client errors of that page, consent-gated like page views and kept
 * only for sampled sessions (the same rule the web applies), into geographic_device_metrics.
 */
export const vitalsRoutes: FastifyPluginAsyncZod<TrackingOptions> = async (app, { db, analyticsAllowed }) => {
  app.post(
    '/api/tracking/vitals',
    { config: { access: 'public' }, schema: { body: VitalsInput, response: { 201: TrackingAccepted, 202: TrackingAccepted } } },
    async (request, reply) => {
      const body = request.body;
      if (!sessionSampled(body.session_id) || (await refusalFor(request, analyticsAllowed, body.page_path))) {
        return reply.code(202).send({ recorded: false });
      }
      const { deviceType, browser, os, country, region, city } = enrich(request.headers, request.ip);
      await db.insert(geographicDeviceMetrics).values({
        userId: optionalCallerId(request),
        sessionId: body.session_id,
        pagePath: body.page_path,
        deviceType,
        browser,
        os,
        screenResolution: body.screen_resolution ?? null,
        lcpMs: body.lcp_ms ?? null,
        inpMs: body.inp_ms ?? null,
        cls: body.cls ?? null,
        ttfbMs: body.ttfb_ms ?? null,
        avgPageLoadTimeMs: body.load_ms ?? null,
        performanceScore: performanceScore(body.load_ms),
        errorCount: Math.max(body.error_count, body.errors.length),
        errorsEncountered: body.errors,
        country,
        region,
        city,
        timezone: body.timezone ?? null,
      });
      return reply.code(201).send({ recorded: true });
    },
  );
};
