import type { FastifyInstance } from 'fastify';
import { HealthResponse } from '../../shared/contracts/health';
import type { Database } from './db/client';

export async function healthRoutes(app: FastifyInstance, opts: { database: Database }) {
  app.get(
    '/api/health',
    { config: { access: 'public', openWhileGated: true, rateLimit: false }, schema: { response: { 200: HealthResponse, 503: HealthResponse } } },
    async (_request, reply) => {
      const up = await opts.database.ping();
      return reply.code(up ? 200 : 503).send({
        status: up ? 'ok' : 'degraded',
        database: up ? 'up' : 'down',
        driver: opts.database.kind,
      });
    },
  );
}
