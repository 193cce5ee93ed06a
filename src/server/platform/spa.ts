import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { headTags, type PageHead } from '../../shared/site/head';
import { HttpError } from './errors';
import { escapeHtml } from './escape';

/** What the server knows of a page before the app runs: its head, and whether it exists. */
export interface SpaPage {
  head: PageHead;
  /** 404 for an address known not to exist (an unknown article); otherwise 200. */
  status: 200 | 404;
}

export interface SpaOptions {
  distDir: string;
  /** The site's public address (PUBLIC_URL), for absolute links in the head. */
  origin: string;
  describePage: (pathname: string) => Promise<SpaPage>;
}

const HEAD_MARKER = /<!--page-head-->[\s\S]*?<!--\/page-head-->/;

/** The page's <title>, meta and link tags as HTML, every value escaped. */
export function renderHead(head: PageHead, origin: string): string {
  const { title, tags } = headTags(head, origin);
  const elements = tags.map((t) => `<${t.tag} ${t.key.attr}="${escapeHtml(t.key.value)}" ${t.valueAttr}="${escapeHtml(t.value)}" />`);
  return [`<title>${escapeHtml(title)}</title>`, ...elements].join('\n    ');
}

/**
 * Serves the built SPA with a history fallback: any GET that is not /api and not a file gets
 * index.html, so deep links load, with the page's own title and meta tags written into its head.
 * Unknown /api paths answer a problem+json 404.
 */
export async function registerSpa(app: FastifyInstance, { distDir, origin, describePage }: SpaOptions) {
  const root = path.resolve(distDir);
  const indexFile = path.join(root, 'index.html');
  const hasBuild = existsSync(indexFile);
  // Read once: the build does not change under a running server.
  const template = hasBuild ? readFileSync(indexFile, 'utf8') : '';
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // scripts/compress-dist.mjs writes .br and .gz beside each built text file.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          res.header('cache-control', 'no-cache');
        }
      },
    });
  }
  app.setNotFoundHandler({ preHandler: app.rateLimit ? app.rateLimit() : undefined }, async (request, reply) => {
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
    const page = await describePage(url.replace(/(.)\/+$/, '$1'));
    const html = template.replace(HEAD_MARKER, renderHead(page.head, origin));
    return reply.code(page.status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });
}
