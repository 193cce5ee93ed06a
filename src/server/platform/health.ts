import type { FastifyInstance } from 'fastify';
import { HealthResponse, ReadyResponse } from '#shared/contracts/health';
import type { Database } from './db/client';

/**
 * Liveness apart from readiness: /api/health says the process answers (a load balancer keeps it),
 * /api/ready says it can reach the database (a load balancer sends it traffic; the app polls it to
 * know when an outage is over). Neither needs a session, so neither touches the database first.
 */
export async function healthRoutes(app: FastifyInstance, opts: { database: Database; started?: () => boolean }) {
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
      // The process listens before the job workers start (decision 155): not ready until they have.
      const status = !up ? 'degraded' : (opts.started?.() ?? true) ? 'ok' : 'starting';
      return reply.code(status === 'ok' ? 200 : 503).send({ status, database: up ? 'up' : 'down', driver: opts.database.kind });
    },
  );
}
