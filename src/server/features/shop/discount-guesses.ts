import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '#server/platform/errors';

/** Wrong discount codes one address may try in the window before checkout stops taking codes from it. */
export const WRONG_CODE_LIMIT = 5;
export const WRONG_CODE_WINDOW_MINUTES = 15;
export const TOO_MANY_CODES = `Too many codes that did not work. Please wait ${WRONG_CODE_WINDOW_MINUTES} minutes before trying another, or check out without one.`;

const isCodeProblem = (error: unknown) => error instanceof HttpError && (error.extra.errors ?? []).some((e) => e.field === 'discountCode');

/**
 * Wrong guesses at discount codes are rate-limited per address (issue 18), apart from checkout's own
 * limit: only a code that was refused counts, so a buyer who types one right is never slowed down.
 */
export function discountGuessLimit(app: FastifyInstance) {
  const limiter = app.createRateLimit?.({
    max: WRONG_CODE_LIMIT,
    timeWindow: `${WRONG_CODE_WINDOW_MINUTES} minutes`,
    keyGenerator: (request) => `discount-guess:${request.ip}`,
  });
  return async function guard<T>(request: FastifyRequest, hasCode: boolean, run: () => Promise<T>): Promise<T> {
    if (!limiter || !hasCode) return run();
    const seen = await limiter(request, { increment: false });
    if (!seen.isAllowed && seen.remaining <= 0) {
      throw new HttpError(429, TOO_MANY_CODES, {
        retryAfterSeconds: seen.ttlInSeconds,
        errors: [{ field: 'discountCode', message: TOO_MANY_CODES }],
      });
    }
    try {
      return await run();
    } catch (error) {
      if (isCodeProblem(error)) await limiter(request);
      throw error;
    }
  };
}
