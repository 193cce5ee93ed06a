import type { FastifyRequest } from 'fastify';

/** Where a request came from, as a record of consent or of a code's use keeps it (`...requestOrigin()` columns). */
export interface RequestContext {
  ip: string | null;
  userAgent: string | null;
}

/** The client's address as Fastify derived it (trusted proxy hops only; no third-party lookup) and its user agent. */
export const requestContext = (request: FastifyRequest): RequestContext => ({
  ip: request.ip ?? null,
  userAgent: request.headers['user-agent'] ?? null,
});
