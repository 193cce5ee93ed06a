import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editsContent } from '#server/features/edits/content';
import { glossaryTerms, libraryArticles } from '#server/features/library/content';
import { readKind } from '#server/platform/content/loader';
import { createTestApp, testEnv, type TestApp } from '#server/testing/test-app';
import { OFFERS } from '#shared/sofia/reply/offers';
import { type ContentSearch, buildContentSearch, createContentSearch, snippetOf } from './content-search';

const CONTENT_DIR = testEnv().CONTENT_DIR;
const rows = [editsContent, libraryArticles, glossaryTerms].flatMap((kind) =>
  readKind(CONTENT_DIR, kind).map((item) => ({ ...item, kind: kind.kind })),
);
const search = createContentSearch(rows);

describe('searchContent over the product’s own content', () => {
  it.each([
    ['a typo in a glossary term', 'decison fatige', 'glossary', '/glossary#decision-fatigue'],
    ['a typo in an alias-free term', 'alostatic load', 'glossary', '/glossary#allostatic-load'],
    ['the start of a word', 'perfectionis', 'glossary', '/glossary#perfectionism'],
    ['an article by the start of its words', 'wired and tir', 'article', '/anti-hustle-library/sleep-when-you-are-wired-and-tired'],
    ['an Edit by its title', 'boundaries that hold', 'edit', '/reset-paths/boundaries-that-hold'],
    ['a module by its title', 'noticing your no', 'module', '/reset-paths/boundaries-that-hold/modules/noticing-your-no'],
    ['an article with a typo', 'sunday dred', 'article', '/anti-hustle-library/the-sunday-dread'],
  ])('finds %s (%s) at the top with its real route', (_, query, kind, path) => {
    const [first] = search.searchContent(query, 3);
    expect(first).toMatchObject({ kind, path });
    expect(first!.snippet.length).toBeGreaterThan(20);
  });

  it('gives every hit a route the app has', () => {
    const hits = search.searchContent('burnout rest work sleep', 50);
    expect(hits.length).toBeGreaterThan(10);
    for (const hit of hits) {
      expect(hit.path).toMatch(/^\/(reset-paths\/[a-z0-9-]+(\/modules\/[a-z0-9-]+)?|anti-hustle-library\/[a-z0-9-]+|glossary#[a-z0-9-]+)$/);
    }
  });

  it.each(['xqzvbnm plorf', 'qwzx', '   ', ''])('finds nothing for %j', (query) => {
    expect(search.searchContent(query, 5)).toEqual([]);
  });

  it('keeps to the limit', () => {
    expect(search.searchContent('burnout', 2)).toHaveLength(2);
  });

  it('cuts a long snippet at a word, with an ellipsis', () => {
    expect(snippetOf('one two three four five six', 14)).toBe('one two three…');
    expect(snippetOf('short', 14)).toBe('short');
  });
});

describe('Sofia’s offers', () => {
  it('link only to Edits that exist', () => {
    const edits = new Set(rows.filter((r) => r.kind === 'edit').map((r) => `/reset-paths/${r.slug}`));
    const editLinks = Object.values(OFFERS).filter((o) => o.target.startsWith('/reset-paths/'));
    expect(editLinks.length).toBeGreaterThan(3);
    for (const offer of editLinks) expect(edits).toContain(offer.target);
  });
});

describe('buildContentSearch: built once from the loaded content table', () => {
  let t: TestApp;
  let built: ContentSearch;
  beforeAll(async () => {
    t = await createTestApp();
    built = await buildContentSearch(t.database.db);
  });
  afterAll(() => t.close());

  it('indexes every published Edit, module, article and glossary term', () => {
    expect(built.size).toBe(search.size);
    expect(built.searchContent('box breathng', 1)[0]).toMatchObject({ kind: 'glossary', path: '/glossary#box-breathing' });
  });
});
