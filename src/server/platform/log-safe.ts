import type { FastifyRequest } from 'fastify';

/**
 * What the logs may say about a request or an error (ARCHITECTURE.md §6): routes, ids and error
 * codes, never request bodies, query values or SQL parameters (they hold journal text). An error's
 * message is left out because database errors carry the failed query and its parameters in it.
 */
export interface SafeError {
  [key: string]: unknown;
  type: string;
  /** Never the error's own message: the type and code, which say what failed without the data. */
  message: string;
  code?: string;
  stack: string;
}

type Coded = { name?: unknown; code?: unknown; cause?: unknown; stack?: unknown };

/** The most specific code an error carries (a PostgreSQL SQLSTATE through drizzle, Fastify's own). */
export function errorCode(err: unknown): string | undefined {
  const e = err as Coded | null;
  if (!e || typeof e !== 'object') return undefined;
  const cause = e.cause as Coded | undefined;
  if (cause && typeof cause.code === 'string') return cause.code;
  return typeof e.code === 'string' ? e.code : undefined;
}

export function safeError(err: unknown): SafeError {
  const e = (err ?? {}) as Coded;
  const frames = typeof e.stack === 'string' ? e.stack.split('\n').filter((line) => /^\s+at /.test(line)) : [];
  const type = typeof e.name === 'string' ? e.name : typeof err;
  const code = errorCode(err);
  return { type, message: code ? `${type} (${code})` : type, ...(code ? { code } : {}), stack: frames.join('\n') };
}

/** A request as logged: its method, the route it matched and the path without its query. */
export function safeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: String(request.url ?? '').split('?', 1)[0],
    ...(request.routeOptions?.url ? { route: request.routeOptions.url } : {}),
  };
}
