import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ARTICLE_PATH_PREFIX, INDEXED_PAGES } from '#shared/site/pages';
import { type ContentChanges, type ContentRead, readsTouch, recordContentReads } from '#server/platform/content/changes';
import { oldestAge, registerCache } from '#server/platform/cache-registry';
import type { DrawnPage } from '#server/platform/spa';

/** The web app's server renderer (src/web/entry-server.tsx, built into dist/ssr). */
type RenderFirstPaint = (pathname: string, serverFetch: (path: string) => Promise<Response>) => Promise<DrawnPage | null>;

/**
 * A drawn page is served for a minute, then drawn again (what it shows besides content, such as
 * prices, can change). A change of the content it was drawn from forgets it at once.
 */
export const FIRST_PAINT_FRESH_MS = 60_000;
/** The address the renderer's API calls come from: its own rate-limit bucket, never a visitor's. */
export const FIRST_PAINT_ADDRESS = '127.0.0.254';
/** The header naming the drawing a renderer's API call belongs to. */
const DRAWING_HEADER = 'x-first-paint-drawing';

/** A visitor who may be signed in (a session cookie) gets the app's own first paint. */
export function maySignedIn(request: FastifyRequest): boolean {
  return request.headers.cookie?.includes('session_token') ?? false;
}

export interface FirstPaint {
  /** The page as a signed-out visitor sees it, or null (not a public page, or not drawable). */
  page: (pathname: string) => Promise<DrawnPage | null>;
  /** Draws every public page once, one after another (after the server starts listening). */
  warm: () => Promise<void>;
  /** Forgets the pages drawn from this content item (kind '*': every page), so the next visitor gets it as it is now. */
  forget: (kind: string, slug: string) => void;
}

/**
 * Public pages drawn on the server so that they show before the app's code has loaded
 * (docs/decisions/041-first-paint.md). The renderer calls the API through `app.inject` as an
 * anonymous visitor, so it shows exactly what the API gives a visitor. Null when not built.
 */
export async function loadFirstPaint(app: FastifyInstance, entry: string, changes?: ContentChanges): Promise<FirstPaint | null> {
  if (!entry || !existsSync(entry)) return null;
  const { renderFirstPaint } = (await import(pathToFileURL(path.resolve(entry)).href)) as { renderFirstPaint: RenderFirstPaint };

  // Each drawing's API calls note the content they read into its own set. A request does not carry
  // the caller's async context through app.inject, so the drawing's id goes as a header, and the
  // request is handled inside the recording (the hook below).
  const recording = new Map<string, Set<ContentRead>>();
  app.addHook('onRequest', (request, _reply, next) => {
    const reads = request.ip === FIRST_PAINT_ADDRESS ? recording.get(String(request.headers[DRAWING_HEADER])) : undefined;
    if (reads) recordContentReads(reads, next);
    else next();
  });
  const serverFetch = (drawing: string) => async (url: string) => {
    const headers = { accept: 'application/json', [DRAWING_HEADER]: drawing };
    const reply = await app.inject({ method: 'GET', url, remoteAddress: FIRST_PAINT_ADDRESS, headers });
    const body = reply.statusCode === 204 ? null : reply.body;
    return new Response(body, { status: reply.statusCode, headers: { 'content-type': String(reply.headers['content-type'] ?? '') } });
  };

  const drawn = new Map<string, { at: number; reads: Set<ContentRead>; page: Promise<DrawnPage | null> }>();
  const draw = (pathname: string) => {
    const reads = new Set<ContentRead>();
    const drawing = randomUUID();
    recording.set(drawing, reads);
    const page = renderFirstPaint(pathname, serverFetch(drawing))
      .catch((error: unknown) => {
        app.log.warn({ err: error, pathname }, 'Drawing a first paint failed; the app draws the page itself.');
        return null;
      })
      .finally(() => recording.delete(drawing));
    drawn.set(pathname, { at: Date.now(), reads, page });
    return page;
  };
  // A drawing still under way is forgotten too if it read the item already; one that has not yet
  // read it will read it as it is now.
  const forget = (kind: string, slug: string) => {
    for (const [pathname, known] of drawn) if (readsTouch(known.reads, kind, slug)) drawn.delete(pathname);
  };
  const stopListening = changes?.subscribe(forget);
  if (stopListening) app.addHook('onClose', async () => stopListening());
  // Shown and emptied on /admin/cache-debug, with the server's other caches.
  let hits = 0;
  let misses = 0;
  registerCache('drawn pages', {
    stats: () => ({
      name: 'drawn pages',
      size: drawn.size,
      oldestAgeSeconds: oldestAge(
        [...drawn.values()].map((known) => known.at),
        Date.now(),
      ),
      hits,
      misses,
      ttlSeconds: FIRST_PAINT_FRESH_MS / 1000,
    }),
    clear: () => forget('*', '*'),
  });

  return {
    async page(pathname) {
      // The indexed pages and the library's articles (the server asks only for an article that exists).
      if (!Object.hasOwn(INDEXED_PAGES, pathname) && !pathname.startsWith(ARTICLE_PATH_PREFIX)) return null;
      const known = drawn.get(pathname);
      if (known) hits += 1;
      else misses += 1;
      if (!known) return draw(pathname);
      // Stale: serve what we have while the page is drawn again.
      if (Date.now() - known.at > FIRST_PAINT_FRESH_MS) void draw(pathname);
      return known.page;
    },
    async warm() {
      for (const pathname of Object.keys(INDEXED_PAGES)) if (!drawn.has(pathname)) await draw(pathname);
    },
    forget,
  };
}
