import type { FastifyInstance } from 'fastify';
import { HealthResponse, ReadyResponse } from '#shared/contracts/health';
import type { Database } from './db/client';

/**
 * Liveness apart from readiness: /api/health says the process answers (a load balancer keeps it),
 * /api/ready says it can reach the database (a load balancer sends it traffic; the app polls it to
 * know when an outage is over). Neither needs a session, so neither touches the database first.
 */
export async function healthRoutes(app: FastifyInstance, opts: { database: Database }) {
  app.get(
    '/api/health',
    { config: { access: 'public', openWhileGated: true, rateLimit: false }, schema: { response: { 200: HealthResponse } } },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/api/ready',
    {
      config: { access: 'public', openWhileGated: true, rateLimit: false },
      schema: { response: { 200: ReadyResponse, 503: ReadyResponse } },
    },
    async (_request, reply) => {
      const up = await opts.database.ping();
      return reply.code(up ? 200 : 503).send({ status: up ? 'ok' : 'degraded', database: up ? 'up' : 'down', driver: opts.database.kind });
    },
  );
}
