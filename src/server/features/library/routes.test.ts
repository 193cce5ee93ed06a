import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from '#server/testing/auth-helpers';
import { createTestApp, isolatedDatabase, type TestApp } from '#server/testing/test-app';

// Fixture content on a database of its own, so the real content of other test files is untouched.
let t: TestApp;
let dir: string;
let isolated: Awaited<ReturnType<typeof isolatedDatabase>>;

const words = (n: number, word = 'calm') => Array.from({ length: n }, () => word).join(' ');

function write(folder: string, file: string, text: string) {
  mkdirSync(path.join(dir, folder), { recursive: true });
  writeFileSync(path.join(dir, folder, file), text);
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'library-'));
  write(
    'library',
    'rest-that-works.md',
    `---\ntitle: Rest that works\nsummary: Why rest does not seem to help at first, and what to try instead when you are running on empty.\ncategory: Rest and recovery\npublishedAt: 2026-03-01\ntags: [rest, sleep]\nrelatedTerms: [rest-debt, missing-term]\nrelatedArticles: [saying-no]\n---\n\n## Why\n\n${words(400)} hammock\n`,
  );
  write(
    'library',
    'saying-no.md',
    `---\ntitle: Saying no at work\nsummary: A kind, practical way to hold a boundary with your manager without a long apology.\ncategory: Work and boundaries\npublishedAt: 2026-05-01\ntags: [boundaries]\n---\n\n${words(100, 'boundary')}\n`,
  );
  write(
    'glossary',
    'rest-debt.md',
    `---\nterm: Rest debt\nshort: The rest you owe your body after a long stretch of pushing through.\nrelated: [window-of-tolerance]\narticles: [rest-that-works]\n---\n\nSome **words**.\n`,
  );
  write(
    'glossary',
    'window-of-tolerance.md',
    `---\nterm: Window of tolerance\nshort: The zone where you can feel stress and still think and connect.\naliases: [window]\nrelated: [rest-debt]\n---\n\nMore words.\n`,
  );
  isolated = await isolatedDatabase();
  t = await createTestApp({ database: isolated.database, env: { CONTENT_DIR: dir } });
});
afterAll(async () => {
  await t.close();
  await isolated.drop();
  rmSync(dir, { recursive: true, force: true });
});

describe('library', () => {
  it('lists articles newest first with reading time from the body', async () => {
    const res = await get(t, '/api/library/articles');
    expect(res.statusCode).toBe(200);
    const list = res.json().articles;
    expect(list.map((a: { slug: string }) => a.slug)).toEqual(['saying-no', 'rest-that-works']);
    expect(list[1]).toMatchObject({ category: 'Rest and recovery', tags: ['rest', 'sleep'], readingMinutes: 2 });
  });

  it('searches title, summary, tags and body, every word required', async () => {
    const slugs = async (q: string) =>
      (await get(t, `/api/library/articles?q=${encodeURIComponent(q)}`)).json().articles.map((a: { slug: string }) => a.slug);
    expect(await slugs('hammock')).toEqual(['rest-that-works']);
    expect(await slugs('BOUNDARY manager')).toEqual(['saying-no']);
    expect(await slugs('hammock boundary')).toEqual([]);
  });

  it('filters by category', async () => {
    const res = await get(t, `/api/library/articles?category=${encodeURIComponent('Work and boundaries')}`);
    expect(res.json().articles.map((a: { slug: string }) => a.slug)).toEqual(['saying-no']);
  });

  it('serves an article with its related terms and articles, skipping links that do not resolve', async () => {
    const res = await get(t, '/api/library/articles/rest-that-works');
    expect(res.json()).toMatchObject({
      title: 'Rest that works',
      relatedTerms: [{ slug: 'rest-debt', term: 'Rest debt' }],
      relatedArticles: [{ slug: 'saying-no', title: 'Saying no at work' }],
    });
    expect(res.json().html).toContain('<h2');
  });

  it('answers 404 for an unknown article', async () => {
    expect((await get(t, '/api/library/articles/nothing-here')).statusCode).toBe(404);
  });
});

describe('glossary', () => {
  it('lists terms alphabetically with resolved cross-links', async () => {
    const terms = (await get(t, '/api/glossary')).json().terms;
    expect(terms.map((x: { term: string }) => x.term)).toEqual(['Rest debt', 'Window of tolerance']);
    expect(terms[0]).toMatchObject({
      related: [{ slug: 'window-of-tolerance', term: 'Window of tolerance' }],
      articles: [{ slug: 'rest-that-works', title: 'Rest that works' }],
    });
    expect(terms[0].html).toContain('<strong>words</strong>');
    expect(terms[1].aliases).toEqual(['window']);
  });
});
