import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ArticleListQuery,
  ArticleListResponse,
  ArticleResponse,
  type ArticleSummary,
  GlossaryResponse,
  SlugParams,
  readingMinutes,
} from '#shared/contracts/library';
import { listContent, requireContent } from '#server/platform/content/loader';
import type { AppDb } from '#server/platform/db/client';
import { glossaryTerms, libraryArticles } from './content';

type Item = Awaited<ReturnType<typeof listContent>>[number];

const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ');

function summary(item: Item): ArticleSummary {
  const d = item.data as Record<string, unknown>;
  return {
    slug: item.slug,
    title: item.title,
    summary: String(d.summary),
    category: d.category as ArticleSummary['category'],
    tags: (d.tags as string[]) ?? [],
    readingMinutes: readingMinutes(textOf(item.bodyHtml)),
    publishedAt: String(d.publishedAt),
  };
}

/** Every word of the query appears somewhere in the article (case-insensitive). */
export function matchesQuery(item: Item, q: string): boolean {
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const d = item.data as Record<string, unknown>;
  const haystack = [item.title, d.summary, ((d.tags as string[]) ?? []).join(' '), textOf(item.bodyHtml)].join(' ').toLowerCase();
  return words.every((w) => haystack.includes(w));
}

export const libraryRoutes: FastifyPluginAsyncZod<{ db: AppDb }> = async (app, { db }) => {
  app.get(
    '/api/library/articles',
    { config: { access: 'public' }, schema: { querystring: ArticleListQuery, response: { 200: ArticleListResponse } } },
    async (request) => {
      const { q, category } = request.query;
      const items = await listContent(db, libraryArticles.kind);
      return {
        articles: items
          .filter((i) => (!category || (i.data as Record<string, unknown>).category === category) && matchesQuery(i, q))
          .map(summary)
          .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.title.localeCompare(b.title)),
      };
    },
  );

  app.get(
    '/api/library/articles/:slug',
    { config: { access: 'public' }, schema: { params: SlugParams, response: { 200: ArticleResponse } } },
    async (request) => {
      const item = await requireContent(db, libraryArticles.kind, request.params.slug, 'That article does not exist.');
      const d = item.data as { relatedTerms?: string[]; relatedArticles?: string[] };
      const [terms, articles] = await Promise.all([listContent(db, glossaryTerms.kind), listContent(db, libraryArticles.kind)]);
      const pick = (all: Item[], slugs: string[] = []) => slugs.map((s) => all.find((i) => i.slug === s)).filter((i): i is Item => !!i);
      return {
        ...summary(item),
        html: item.bodyHtml,
        relatedTerms: pick(terms, d.relatedTerms).map((t) => ({ slug: t.slug, term: t.title })),
        relatedArticles: pick(articles, d.relatedArticles).map((a) => ({ slug: a.slug, title: a.title })),
      };
    },
  );

  app.get('/api/glossary', { config: { access: 'public' }, schema: { response: { 200: GlossaryResponse } } }, async () => {
    const [terms, articles] = await Promise.all([listContent(db, glossaryTerms.kind), listContent(db, libraryArticles.kind)]);
    const bySlug = new Map(terms.map((t) => [t.slug, t]));
    const articleBySlug = new Map(articles.map((a) => [a.slug, a]));
    return {
      terms: terms
        .map((t) => {
          const d = t.data as { short: string; aliases?: string[]; related?: string[]; articles?: string[] };
          return {
            slug: t.slug,
            term: t.title,
            short: d.short,
            aliases: d.aliases ?? [],
            html: t.bodyHtml,
            related: (d.related ?? []).flatMap((s) => (bySlug.has(s) ? [{ slug: s, term: bySlug.get(s)!.title }] : [])),
            articles: (d.articles ?? []).flatMap((s) => (articleBySlug.has(s) ? [{ slug: s, title: articleBySlug.get(s)!.title }] : [])),
          };
        })
        .sort((a, b) => a.term.localeCompare(b.term, 'en', { sensitivity: 'base' })),
    };
  });
};
