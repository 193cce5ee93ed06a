import { describe, expect, it } from 'vitest';
import { LIBRARY_CATEGORIES } from '#shared/library/categories';
import { readKind } from '#server/platform/content/loader';
import { glossaryTerms, libraryArticles } from './content';

// The authored library and glossary (content/), as the server loads them at start.
const articles = readKind('./content', libraryArticles);
const terms = readKind('./content', glossaryTerms);
const articleSlugs = new Set(articles.map((a) => a.slug));
const termSlugs = new Set(terms.map((t) => t.slug));

describe('authored library and glossary', () => {
  it('has at least 12 articles covering every category', () => {
    expect(articles.length).toBeGreaterThanOrEqual(12);
    expect(new Set(articles.map((a) => a.data.category))).toEqual(new Set(LIBRARY_CATEGORIES));
  });

  it('has at least 40 glossary terms', () => {
    expect(terms.length).toBeGreaterThanOrEqual(40);
  });

  it('links only to terms and articles that exist', () => {
    const broken: string[] = [];
    for (const a of articles) {
      for (const s of (a.data.relatedTerms as string[]) ?? []) if (!termSlugs.has(s)) broken.push(`${a.slug} → term ${s}`);
      for (const s of (a.data.relatedArticles as string[]) ?? []) if (!articleSlugs.has(s)) broken.push(`${a.slug} → article ${s}`);
    }
    for (const t of terms) {
      for (const s of (t.data.related as string[]) ?? []) if (!termSlugs.has(s)) broken.push(`${t.slug} → term ${s}`);
      for (const s of (t.data.articles as string[]) ?? []) if (!articleSlugs.has(s)) broken.push(`${t.slug} → article ${s}`);
    }
    expect(broken).toEqual([]);
  });

  it('gives every term at least two related terms', () => {
    expect(terms.filter((t) => ((t.data.related as string[]) ?? []).length < 2).map((t) => t.slug)).toEqual([]);
  });
});
