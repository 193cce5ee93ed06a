import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { HttpError } from './errors';

/**
 * Serves the built SPA with a history fallback: any GET that is not /api and not a file gets
 * index.html, so deep links load. Unknown /api paths answer a problem+json 404.
 */
export async function registerSpa(app: FastifyInstance, distDir: string) {
  const root = path.resolve(distDir);
  const hasBuild = existsSync(path.join(root, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          res.header('cache-control', 'no-cache');
        }
      },
    });
  }
  app.setNotFoundHandler({ preHandler: app.rateLimit ? app.rateLimit() : undefined }, (request, reply) => {
    const url = request.url.split('?')[0];
    if (url.startsWith('/api') || (request.method !== 'GET' && request.method !== 'HEAD')) {
      throw new HttpError(404, `No such endpoint: ${request.method} ${url}`);
    }
    // A file-looking path that is not in the build is a real 404, not the app.
    if (path.extname(url) && !url.endsWith('.html')) throw new HttpError(404, 'File not found.');
    if (!hasBuild) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The web app has not been built yet. Run `npm run build` (npm start does it for you).');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
