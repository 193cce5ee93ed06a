import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SessionResponse } from '../../../shared/contracts/session';

/** GET /api/session: who is calling. The accounts issue backs it with real sessions. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/session', { config: { access: 'public' }, schema: { response: { 200: SessionResponse } } }, async (request) => {
    const actor = request.actor;
    if (actor.kind === 'visitor') return { user: null };
    return {
      user: { id: actor.userId, email: actor.email, staffRole: actor.staffRole, tier: actor.tier, isCoach: actor.isCoach },
    };
  });
};
