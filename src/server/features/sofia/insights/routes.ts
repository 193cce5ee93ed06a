import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SofiaInsightsQuery, SofiaInsightsResponse } from '#shared/contracts/sofia-insights';
import { actorUnlocks } from '#shared/memberships/actor-unlocks';
import { callerId } from '#server/platform/access';
import type { AppDb } from '#server/platform/db/client';
import { safeTimeZone } from './days';
import { computeInsights } from './insights';
import { loadInsightInput } from './load';
import { CONFIDENCE_MEANING, INSIGHT_MINIMUMS } from './minimums';

/** Where a member finds the tiers that include Personal Guidance. */
export const UPGRADE_HREF = '/memberships';

/**
 * GET /api/sofia/insights (member; feature `personal_guidance`, decision 094): the member's
 * patterns and predictions. Any member may ask; without the feature the answer says what it
 * offers and where to get it, and reads none of their data. A failure gives empty lists (spec 8).
 */
export const sofiaInsightsRoutes: FastifyPluginAsyncZod<{ db: AppDb }> = async (app, { db }) => {
  app.get(
    '/api/sofia/insights',
    {
      config: { access: 'member', features: ['personal_guidance'], privateWords: 'block' },
      schema: { querystring: SofiaInsightsQuery, response: { 200: SofiaInsightsResponse } },
    },
    async (request): Promise<SofiaInsightsResponse> => {
      const userId = callerId(request);
      const about = { minimums: [...INSIGHT_MINIMUMS], confidenceMeaning: CONFIDENCE_MEANING };
      if (!actorUnlocks(request.actor, 'personal_guidance'))
        return { unlocked: false, feature: 'personal_guidance', href: UPGRADE_HREF, ...about };
      const empty = { checkins: 0, journal: null, modules: 0, results: 0 };
      try {
        const input = await loadInsightInput(db, userId, safeTimeZone(request.query.timeZone));
        return { unlocked: true, ...computeInsights(input), read: input.read, ...about };
      } catch (error) {
        request.log.error({ err: error }, 'Personal Guidance insights failed');
        return {
          unlocked: true,
          status: 'unavailable',
          note: 'We could not work out your patterns just now. Your check-ins are safe, and this usually settles by itself.',
          patterns: [],
          predictions: [],
          read: empty,
          ...about,
        };
      }
    },
  );
};
