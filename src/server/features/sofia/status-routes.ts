import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SofiaStatus, SofiaVisitorSafetyRequest, SofiaVisitorSafetyResponse, SofiaVoiceSession } from '#shared/contracts/sofia';
import { actorUnlocks } from '#shared/memberships/actor-unlocks';
import { crisisTier } from '#shared/safety/crisis-check';
import type { AppDb } from '#server/platform/db/client';
import { requireUser } from '#server/platform/access';
import { HttpError } from '#server/platform/errors';
import { countCrisisCard } from '#server/features/safety/crisis-counts';
import { countedToday } from './conversations';
import type { SofiaSettings } from './settings';
import { sofiaRegion } from './turn/crisis-lines';
import { TIER_1_MESSAGE, TIER_2_MESSAGE, crisisData } from './turn/crisis-turn';
import { mintVoiceSession } from './voice-session';

export const NO_REALTIME_VOICE = 'Realtime voice is not set up here. Sofia can still talk with your browser’s own voice.';
export const VOICE_UNAVAILABLE = 'Sofia’s realtime voice could not start just now. Please try again, or talk with her browser voice.';

/** Sofia's status, the visitors' safety check, and the realtime voice key. */
export const sofiaStatusRoutes: FastifyPluginAsyncZod<{ db: AppDb; settings: SofiaSettings }> = async (app, { db, settings }) => {
  app.get(
    '/api/sofia/status',
    { config: { access: 'member', features: ['sofia'], privateWords: 'none' }, schema: { response: { 200: SofiaStatus } } },
    async (request) => {
      const actor = requireUser(request.actor);
      return {
        engine: settings.llm ? ('llm' as const) : ('built-in' as const),
        voice: { realtime: settings.realtime !== null },
        dailyLimit: settings.dailyLimit,
        usedToday: await countedToday(db, actor.userId),
        hasSofia: actorUnlocks(actor, 'sofia'),
      };
    },
  );

  // The crisis check alone, for anyone: nothing is stored but the day's count of crisis cards.
  app.post(
    '/api/sofia/visitor-safety',
    {
      config: { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { body: SofiaVisitorSafetyRequest, response: { 200: SofiaVisitorSafetyResponse } },
    },
    async (request) => {
      const tier = crisisTier(request.body.text);
      if (tier === 0) return { tier };
      await countCrisisCard(db, 'sofia', tier);
      const region = sofiaRegion({ timeZone: request.body.timeZone, acceptLanguage: request.headers['accept-language'] });
      return { tier, crisis: crisisData(tier, region), message: tier === 1 ? TIER_1_MESSAGE : TIER_2_MESSAGE };
    },
  );

  app.post(
    '/api/sofia/voice/session',
    { config: { access: 'member', features: ['sofia'] }, schema: { response: { 200: SofiaVoiceSession } } },
    async (request) => {
      const actor = requireUser(request.actor);
      if (!settings.realtime) throw new HttpError(404, NO_REALTIME_VOICE);
      if (!actorUnlocks(actor, 'sofia')) throw new HttpError(403, 'Talking with Sofia comes with Premium and Elite.');
      try {
        return await mintVoiceSession(settings.realtime);
      } catch (error) {
        request.log.warn({ err: error }, 'sofia realtime key not minted');
        throw new HttpError(502, VOICE_UNAVAILABLE);
      }
    },
  );
};
