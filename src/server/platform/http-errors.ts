import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError, OUTAGE_RETRY_SECONDS, PROBLEM_CONTENT_TYPE, databaseUnavailable, isDatabaseUnreachable, problem } from './errors';
import { safeError } from './log-safe';

/** problem+json for every error; validation errors list their fields; no stack trace leaves. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | HttpError, request, reply) => {
    if (err instanceof HttpError) {
      const retryAfter = err.extra.retryAfterSeconds;
      if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
      return reply.code(err.status).type(PROBLEM_CONTENT_TYPE).send(err.toProblem());
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors = err.validation.map((v) => ({
        // Body fields are named as they are ('email'); query and params fields keep their context ('querystring.month').
        field: [err.validationContext === 'body' ? '' : err.validationContext, ...v.instancePath.split('/').filter(Boolean)]
          .filter(Boolean)
          .join('.'),
        message: v.message ?? 'Invalid value',
      }));
      return reply
        .code(400)
        .type(PROBLEM_CONTENT_TYPE)
        .send(problem(400, 'Some fields need attention.', { errors }));
    }
    if (isDatabaseUnreachable(err)) {
      request.log.warn({ err: safeError(err), route: request.routeOptions.url }, 'database unreachable');
      const outage = databaseUnavailable();
      reply.header('retry-after', String(OUTAGE_RETRY_SECONDS));
      return reply.code(503).type(PROBLEM_CONTENT_TYPE).send(outage.toProblem());
    }
    const status = typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
    if (status >= 500) {
      // Only the error's type, code and stack frames: a database error's message holds the SQL parameters.
      request.log.error({ err: safeError(err), route: request.routeOptions.url }, 'request failed');
      return reply.code(status).type(PROBLEM_CONTENT_TYPE).send(problem(status, 'Something went wrong on our side. Please try again.'));
    }
    // Framework errors (body too large, bad JSON, rate limit…) carry a safe message.
    return reply.code(status).type(PROBLEM_CONTENT_TYPE).send(problem(status, err.message));
  });
}
