import { z } from 'zod';

/** GET /api/health (liveness): the process is up and answering, whatever the database does. */
export const HealthResponse = z.object({ status: z.literal('ok') });
export type HealthResponse = z.infer<typeof HealthResponse>;

/**
 * GET /api/ready (readiness): the database can be reached and the start-up work that follows
 * listening (the job workers) is done; 503 with `degraded` while the database cannot be reached,
 * `starting` until then.
 */
export const ReadyResponse = z.object({
  status: z.enum(['ok', 'degraded', 'starting']),
  database: z.enum(['up', 'down']),
  driver: z.enum(['pglite', 'postgres']),
});
export type ReadyResponse = z.infer<typeof ReadyResponse>;
