import { z } from 'zod';
import { Timestamp } from './blocks';
import { LIBRARY_CATEGORIES } from '../library/categories';

/** Anti-Hustle Library (content/library/*.md) and Burnout Glossary (content/glossary/*.md). */

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, numbers and single hyphens, like rest-without-guilt.');
/** A text of `min` to `max` characters, saying so in plain words when it is not. */
const sized = (what: string, min: number, max: number) =>
  z.string().min(min, `${what} needs at least ${min} characters.`).max(max, `${what} can be at most ${max} characters.`);
/** A list of short words (tags, other names), each of 2 to `max` characters. */
const wordList = (each: string, max: number) => z.array(sized(each, 2, max));

export const ArticleFrontMatter = z.object({
  title: sized('A title', 5, 120),
  summary: sized('A summary', 40, 300),
  category: z.enum(LIBRARY_CATEGORIES, 'Choose one of the categories.'),
  // YAML reads an unquoted date as a Date; either form becomes YYYY-MM-DD.
  publishedAt: z.preprocess(
    (v) => (v instanceof Date ? v.toISOString().slice(0, 10) : v),
    z.iso.date('Give the date it was published as YYYY-MM-DD, like 2026-11-27.'),
  ),
  tags: wordList('Each tag', 40).min(1, 'Add at least one tag.').max(8, 'Use at most 8 tags.'),
  /** Glossary terms this article explains further (their slugs). */
  relatedTerms: z.array(slug).default([]),
  /** Other articles to read next. */
  relatedArticles: z.array(slug).default([]),
});
export type ArticleFrontMatter = z.infer<typeof ArticleFrontMatter>;

export const GlossaryFrontMatter = z.object({
  term: sized('The term', 2, 80),
  /** One or two plain sentences, shown in the list and search results. */
  short: sized('The short meaning', 20, 280),
  /** Other spellings or names people search for. */
  aliases: wordList('Each other name', 80).default([]),
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
