import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CosmicInput, SoulprintResponse, SoulprintSummaryResponse } from '#shared/contracts/soulprint';
import { callerId } from '#server/platform/access';
import type { SoulprintService } from './service';
import { MEMBER_READ } from '#server/platform/private-words';

/** The SoulPrint Compass and its summary (home intro, welcome back, dashboard hero). */
export const soulprintRoutes: FastifyPluginAsyncZod<{ soulprint: SoulprintService }> = async (app, { soulprint }) => {
  const member = { access: 'member' } as const;

  app.get('/api/soulprint', { config: MEMBER_READ, schema: { response: { 200: SoulprintResponse } } }, async (request) =>
    soulprint.full(callerId(request)),
  );

  app.get('/api/soulprint/summary', { config: MEMBER_READ, schema: { response: { 200: SoulprintSummaryResponse } } }, async (request) =>
    soulprint.summary(callerId(request)),
  );

  app.put(
    '/api/soulprint/cosmic-coordinates',
    { config: member, schema: { body: CosmicInput, response: { 200: SoulprintResponse } } },
    async (request) => soulprint.saveCosmic(callerId(request), request.body),
  );
};
