import pino from 'pino';

/**
 * Where the server's log goes (decision 162). In production, through an asynchronous destination
 * in blocks of up to 4 KB, written at least once a second: at thousands of requests a second one
 * write a line was 7 % of a check-in's CPU. `flush` writes what is held (shutdown and exit call it);
 * a kill -9 can lose the last second, as pino's documentation says. Elsewhere each line is written
 * as it comes (undefined: Fastify's own stdout).
 */
export function productionLogStream(nodeEnv: string, fd = 1) {
  if (nodeEnv !== 'production') return undefined;
  const stream = pino.destination({ dest: fd, sync: false, minLength: 4096, periodicFlush: 1000 });
  return { stream, flush: () => stream.flushSync() };
}
