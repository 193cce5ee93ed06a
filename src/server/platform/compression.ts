import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/**
 * Compresses API answers and pages (a glossary list is ~90 KB of JSON; ~15 KB with Brotli). Built
 * files are compressed once at build time instead (scripts/compress-dist.mjs, @fastify/static
 * `preCompressed`), and answers that already carry an encoding are left alone. Server-sent events
 * are never compressed (they must reach the tab as they happen). Brotli at quality 4 costs about
 * as much CPU as gzip while still compressing better.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
