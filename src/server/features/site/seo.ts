import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SitePageParams } from '#shared/contracts/site';
import { ARTICLE_PATH_PREFIX, INDEXED_PAGES, indexedPage } from '#shared/site/pages';
import { findContent, listContent } from '#server/platform/content/loader';
import type { AppDb } from '#server/platform/db/client';
import { escapeHtml } from '#server/platform/escape';
import type { SpaPage } from '#server/platform/spa';
import { libraryArticles } from '../library/content';

/**
 * What search engines see: each page's head before the app runs, /sitemap.xml and /robots.txt.
 * Indexed are the public pages of shared/site/pages.ts and the library's articles; everything
 * else (members' pages, sign-in, the back office) asks not to be indexed.
 */
export function createPageDescriber(db: AppDb, origin: string) {
  return async function describePage(pathname: string): Promise<SpaPage> {
    const page = indexedPage(pathname);
    if (page) return { status: 200, head: { ...page, canonicalUrl: `${origin}${pathname === '/' ? '/' : pathname}` } };
    if (pathname.startsWith(ARTICLE_PATH_PREFIX)) {
      const slug = SitePageParams.shape.slug.safeParse(pathname.slice(ARTICLE_PATH_PREFIX.length));
      const article = slug.success ? await findContent(db, libraryArticles.kind, slug.data) : null;
      if (!article) return { status: 404, head: { name: 'Page Not Found' } };
      return {
        status: 200,
        head: { name: article.title, description: String(article.data.summary), canonicalUrl: `${origin}${pathname}`, kind: 'article' },
      };
    }
    return { status: 200, head: {} };
  };
}

export const seoRoutes: FastifyPluginAsyncZod<{ db: AppDb; origin: string }> = async (app, { db, origin }) => {
  app.get('/sitemap.xml', { config: { access: 'public' } }, async (_request, reply) => {
    const articles = await listContent(db, libraryArticles.kind);
    const entries = [
      ...Object.keys(INDEXED_PAGES).map((path) => ({ loc: `${origin}${path}`, lastmod: undefined as string | undefined })),
      ...articles.map((a) => ({ loc: `${origin}${ARTICLE_PATH_PREFIX}${a.slug}`, lastmod: a.updatedAt.toISOString().slice(0, 10) })),
    ];
    const urls = entries.map((e) => `  <url><loc>${escapeHtml(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</url>`);
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
      );
  });

  app.get('/robots.txt', { config: { access: 'public' } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n')),
  );
};
