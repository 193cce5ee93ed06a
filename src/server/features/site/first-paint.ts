import type { FastifyInstance, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ARTICLE_PATH_PREFIX, INDEXED_PAGES } from '#shared/site/pages';
import type { DrawnPage } from '#server/platform/spa';

/** The web app's server renderer (src/web/entry-server.tsx, built into dist/ssr). */
type RenderFirstPaint = (pathname: string, serverFetch: (path: string) => Promise<Response>) => Promise<DrawnPage | null>;

/** A drawn page is served for a minute, then drawn again (content and reset paths can change). */
export const FIRST_PAINT_FRESH_MS = 60_000;
/** The address the renderer's API calls come from: its own rate-limit bucket, never a visitor's. */
export const FIRST_PAINT_ADDRESS = '127.0.0.254';

/** A visitor who may be signed in (a session cookie) gets the app's own first paint. */
export function maySignedIn(request: FastifyRequest): boolean {
  return request.headers.cookie?.includes('session_token') ?? false;
}

export interface FirstPaint {
  /** The page as a signed-out visitor sees it, or null (not a public page, or not drawable). */
  page: (pathname: string) => Promise<DrawnPage | null>;
  /** Draws every public page once, one after another (after the server starts listening). */
  warm: () => Promise<void>;
}

/**
 * Public pages drawn on the server so that they show before the app's code has loaded
 * (docs/decisions/041-first-paint.md). The renderer calls the API through `app.inject` as an
 * anonymous visitor, so it shows exactly what the API gives a visitor. Null when not built.
 */
export async function loadFirstPaint(app: FastifyInstance, entry: string): Promise<FirstPaint | null> {
  if (!entry || !existsSync(entry)) return null;
  const { renderFirstPaint } = (await import(pathToFileURL(path.resolve(entry)).href)) as { renderFirstPaint: RenderFirstPaint };

  const serverFetch = async (url: string): Promise<Response> => {
    const reply = await app.inject({ method: 'GET', url, remoteAddress: FIRST_PAINT_ADDRESS, headers: { accept: 'application/json' } });
    const body = reply.statusCode === 204 ? null : reply.body;
    return new Response(body, { status: reply.statusCode, headers: { 'content-type': String(reply.headers['content-type'] ?? '') } });
  };

  const drawn = new Map<string, { at: number; page: Promise<DrawnPage | null> }>();
  const draw = (pathname: string) => {
    const page = renderFirstPaint(pathname, serverFetch).catch((error: unknown) => {
      app.log.warn({ err: error, pathname }, 'Drawing a first paint failed; the app draws the page itself.');
      return null;
    });
    drawn.set(pathname, { at: Date.now(), page });
    return page;
  };

  return {
    async page(pathname) {
      // The indexed pages and the library's articles (the server asks only for an article that exists).
      if (!Object.hasOwn(INDEXED_PAGES, pathname) && !pathname.startsWith(ARTICLE_PATH_PREFIX)) return null;
      const known = drawn.get(pathname);
      if (!known) return draw(pathname);
      // Stale: serve what we have while the page is drawn again.
      if (Date.now() - known.at > FIRST_PAINT_FRESH_MS) void draw(pathname);
      return known.page;
    },
    async warm() {
      for (const pathname of Object.keys(INDEXED_PAGES)) if (!drawn.has(pathname)) await draw(pathname);
    },
  };
}
