import { z } from 'zod';
import { Timestamp } from './blocks';
import { LIBRARY_CATEGORIES } from '../library/categories';

/** Anti-Hustle Library (content/library/*.md) and Burnout Glossary (content/glossary/*.md). */

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

export const ArticleFrontMatter = z.object({
  title: z.string().min(5).max(120),
  summary: z.string().min(40).max(300),
  category: z.enum(LIBRARY_CATEGORIES),
  // YAML reads an unquoted date as a Date; either form becomes YYYY-MM-DD.
  publishedAt: z.preprocess((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : v), z.iso.date()),
  tags: z.array(z.string().min(2).max(40)).min(1).max(8),
  /** Glossary terms this article explains further (their slugs). */
  relatedTerms: z.array(slug).default([]),
  /** Other articles to read next. */
  relatedArticles: z.array(slug).default([]),
});
export type ArticleFrontMatter = z.infer<typeof ArticleFrontMatter>;

export const GlossaryFrontMatter = z.object({
  term: z.string().min(2).max(80),
  /** One or two plain sentences, shown in the list and search results. */
  short: z.string().min(20).max(280),
  /** Other spellings or names people search for. */
  aliases: z.array(z.string().min(2).max(80)).default([]),
  related: z.array(slug).default([]),
  /** Articles that go deeper. */
  articles: z.array(slug).default([]),
});
export type GlossaryFrontMatter = z.infer<typeof GlossaryFrontMatter>;

export const ArticleSummary = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  category: z.enum(LIBRARY_CATEGORIES),
  tags: z.array(z.string()),
  readingMinutes: z.number().int().min(1),
  publishedAt: Timestamp,
});
export type ArticleSummary = z.infer<typeof ArticleSummary>;
export const ArticleListResponse = z.object({ articles: z.array(ArticleSummary) });
export const ArticleListQuery = z.object({
  q: z.string().trim().max(100).default(''),
  category: z.enum(LIBRARY_CATEGORIES).optional(),
});
export const ArticleResponse = ArticleSummary.extend({
  html: z.string(),
  relatedTerms: z.array(z.object({ slug: z.string(), term: z.string() })),
  relatedArticles: z.array(z.object({ slug: z.string(), title: z.string() })),
});
export type ArticleResponse = z.infer<typeof ArticleResponse>;

export const GlossaryTerm = z.object({
  slug: z.string(),
  term: z.string(),
  short: z.string(),
  aliases: z.array(z.string()),
  html: z.string(),
  related: z.array(z.object({ slug: z.string(), term: z.string() })),
  articles: z.array(z.object({ slug: z.string(), title: z.string() })),
});
export type GlossaryTerm = z.infer<typeof GlossaryTerm>;
export const GlossaryResponse = z.object({ terms: z.array(GlossaryTerm) });
export const SlugParams = z.object({ slug: slug.max(100) });

/** Words per minute used to estimate reading time. */
export const READING_WPM = 200;
export function readingMinutes(text: string): number {
  const words = text.trim().split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / READING_WPM));
}
