import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { headTags, type PageHead } from '#shared/site/head';
import { HttpError } from './errors';
import { escapeHtml, jsonForScript } from './escape';
import type { InlineAssets } from './inline-assets';
import { normalisePath } from './paths';
import { errorCode } from './log-safe';

/** What the server knows of a page before the app runs: its head, and whether it exists. */
export interface SpaPage {
  head: PageHead;
  /** 404 for an address known not to exist (an unknown article); otherwise 200. */
  status: 200 | 404;
}

/** A page drawn on the server by the web app's renderer (src/web/entry-server.tsx). */
export interface DrawnPage {
  /** The markup of the app's root element. */
  html: string;
  /** The API answers it was drawn with (TanStack Query's dehydrated state). */
  state: unknown;
}

export interface SpaOptions {
  distDir: string;
  /** The site's public address (PUBLIC_URL), for absolute links in the head. */
  origin: string;
  describePage: (pathname: string) => Promise<SpaPage>;
  /** Writes the stylesheet and theme script into the page (platform/inline-assets.ts). */
  inlineAssets?: InlineAssets;
  /** The page drawn on the server for this request, a document with islands (or null). */
  firstPaint?: (pathname: string, request: FastifyRequest) => Promise<DrawnPage | null>;
}

const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/** Brotli when the browser takes it, else gzip, else none (q=0 means "not this one"). */
export function pickEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    String(header ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
      .map(([name]) => name.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/** The head of a page whose own could not be read (the database is unreachable). */
const FALLBACK_PAGE: SpaPage = { head: {}, status: 200 };

const HEAD_MARKER = /<!--page-head-->[\s\S]*?<!--\/page-head-->/;
const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * Puts a server-drawn page into the app's root, with the answers it was drawn with in a JSON data
 * block (never run as script; the CSP allows no inline script) for its islands to hydrate with
 * (src/web/entry-islands.tsx).
 */
export function withFirstPaint(html: string, page: DrawnPage): string {
  return html.replace(
    ROOT_ELEMENT,
    () => `<div id="root">${page.html}</div><script type="application/json" id="dehydrated-state">${jsonForScript(page.state)}</script>`,
  );
}

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
export async function registerSpa(app: FastifyInstance, { distDir, origin, describePage, inlineAssets, firstPaint }: SpaOptions) {
  const root = path.resolve(distDir);
  const indexFile = path.join(root, 'index.html');
  const hasBuild = existsSync(indexFile);
  // Read once: the build does not change under a running server.
  const built = hasBuild ? readFileSync(indexFile, 'utf8') : '';
  const template = inlineAssets ? inlineAssets.inline(built) : built;
  // A server-drawn page shows before any font arrives: its fonts are not preloaded (decision 072).
  const drawnTemplate = inlineAssets ? inlineAssets.inline(built, { preloadFonts: false }) : built;
  if (hasBuild) {
    // Each built file is a route of its own, marked as an asset: no session, no rate limit, no database.
    await app.register(async (files) => {
      files.addHook('onRoute', (route) => {
        route.config = { ...route.config, asset: true };
      });
      await files.register(fastifyStatic, {
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
    });
  }
  app.setNotFoundHandler({ preHandler: app.rateLimit ? app.rateLimit() : undefined }, async (request, reply) => {
    const url = request.url.split('?')[0];
    // No route matched: API addresses in any spelling were answered 404 by the access hook already.
    if (request.method !== 'GET' && request.method !== 'HEAD')
      throw new HttpError(404, `No such endpoint: ${request.method} ${normalisePath(url)}`);
    // A file-looking path that is not in the build is a real 404, not the app.
    if (path.extname(url) && !url.endsWith('.html')) throw new HttpError(404, 'File not found.');
    if (!hasBuild) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The web app has not been built yet. Run `npm run build` (npm start does it for you).');
    }
    const pathname = url.replace(/(.)\/+$/, '$1');
    // The app's pages do not need the database: while it is unreachable they are served plain (the
    // app shows that it is reconnecting) with a generic head, instead of failing.
    const page = await describePage(pathname).catch((err: unknown) => {
      request.log.warn({ code: errorCode(err) }, 'page head unavailable; serving the plain app');
      return FALLBACK_PAGE;
    });
    const drawn = page.status === 200 && firstPaint ? await firstPaint(pathname, request).catch(() => null) : null;
    const head = renderHead(page.head, origin);
    const html = drawn
      ? withFirstPaint(
          (inlineAssets ? inlineAssets.withIslands(drawnTemplate) : drawnTemplate).replace(HEAD_MARKER, () => head),
          drawn,
        )
      : template.replace(HEAD_MARKER, () => head);
    // Visitors without a session get the drawn page, others the app alone: the answer varies by cookie.
    // A drawn page goes to visitors without a session and holds nothing of anyone's: it is served
    // without Cross-Origin-Opener-Policy, which would make every arrival start a new renderer
    // process; every other page keeps it, and signing in from a drawn page loads a fresh document
    // (decision 072).
    if (drawn) reply.removeHeader('cross-origin-opener-policy');
    // Every visit asks again (no-cache), so a page whose content changed is never kept by a browser
    // or a shared cache; one that did not change costs a 304 and no compression (its words' hash).
    const etag = `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 32)}"`;
    reply
      .code(page.status)
      .header('cache-control', 'no-cache')
      .header('etag', etag)
      .header('vary', 'accept-encoding, cookie')
      .type('text/html; charset=utf-8');
    const known = String(request.headers['if-none-match'] ?? '').split(/\s*,\s*/);
    if (page.status === 200 && known.includes(etag)) return reply.code(304).send();
    // Not a route, so @fastify/compress never sees it: the same Brotli at quality 4 here (a drawn glossary
    // is ~450 KB, ~56 KB compressed; decision 167 measured why Brotli's best quality is not kept).
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(html);
    if (encoding === 'gzip') return reply.header('content-encoding', encoding).send(gzipSync(html));
    return reply.header('content-encoding', encoding).send(brotliCompressSync(html, BROTLI));
  });
}
