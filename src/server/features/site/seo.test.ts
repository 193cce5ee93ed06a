import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INDEXED_PAGES } from '#shared/site/pages';
import { renderHead } from '#server/platform/spa';
import { createTestApp, type TestApp } from '#server/testing/test-app';

// Issue 8 quality: each public page's head is in the HTML the server sends (title with the product
// suffix, description, canonical address, Open Graph), members' pages ask not to be indexed, and
// /sitemap.xml and /robots.txt describe the site. PUBLIC_URL is given with a trailing slash on purpose.
const ORIGIN = 'https://recalibrate.example';
const ARTICLE = { slug: 'widening-your-window-of-tolerance', title: 'Widening your window of tolerance' };
let t: TestApp;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'dist-seo-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><!--page-head--><title>Recalibrate</title><!--/page-head--></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ env: { WEB_DIST_DIR: dist, PUBLIC_URL: `${ORIGIN}/` } });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

async function page(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  const head = res.body.slice(0, res.body.indexOf('</head>'));
  const tag = (selector: RegExp) => head.match(selector)?.[1];
  return {
    status: res.statusCode,
    type: res.headers['content-type'],
    title: tag(/<title>([^<]*)<\/title>/),
    description: tag(/<meta name="description" content="([^"]*)"/),
    robots: tag(/<meta name="robots" content="([^"]*)"/),
    canonical: tag(/<link rel="canonical" href="([^"]*)"/),
    ogTitle: tag(/<meta property="og:title" content="([^"]*)"/),
    ogUrl: tag(/<meta property="og:url" content="([^"]*)"/),
    ogImage: tag(/<meta property="og:image" content="([^"]*)"/),
    ogType: tag(/<meta property="og:type" content="([^"]*)"/),
  };
}

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

describe('the head of every public page, in the HTML the server sends', () => {
  for (const [pathname, meta] of Object.entries(INDEXED_PAGES)) {
    it(`${pathname}: its own title, description, canonical address and link preview`, async () => {
      const p = await page(pathname);
      expect(p.status).toBe(200);
      expect(p.type).toContain('text/html');
      expect(p.title).toBe(escaped(`${meta.name} | Recalibrate`));
      expect(p.description).toBe(escaped(meta.description));
      expect(p.robots).toBe('index, follow');
      expect(p.canonical).toBe(`${ORIGIN}${pathname}`);
      expect(p.ogUrl).toBe(`${ORIGIN}${pathname}`);
      expect(p.ogTitle).toBe(p.title);
      expect(p.ogImage).toBe(`${ORIGIN}/brand/recalibrate-mark-512.png`);
    });
  }

  it('gives every public page a title and a description of its own', () => {
    const metas = Object.values(INDEXED_PAGES);
    expect(new Set(metas.map((m) => m.name)).size).toBe(metas.length);
    expect(new Set(metas.map((m) => m.description)).size).toBe(metas.length);
    for (const m of metas) expect(m.description.length, m.name).toBeGreaterThanOrEqual(70);
    for (const m of metas) expect(m.description.length, m.name).toBeLessThanOrEqual(160);
  });

  it('a trailing slash is the same page', async () => {
    expect((await page('/glossary/')).canonical).toBe(`${ORIGIN}/glossary`);
  });

  it('an article carries its own title and summary, as an article', async () => {
    const p = await page(`/anti-hustle-library/${ARTICLE.slug}`);
    expect(p.status).toBe(200);
    expect(p.title).toBe(`${ARTICLE.title} | Recalibrate`);
    expect(p.description?.length).toBeGreaterThan(40);
    expect(p.canonical).toBe(`${ORIGIN}/anti-hustle-library/${ARTICLE.slug}`);
    expect(p.ogType).toBe('article');
  });

  it('an article that does not exist is a 404 that still loads the app', async () => {
    for (const url of ['/anti-hustle-library/no-such-article', '/anti-hustle-library/Not_A_Slug']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('<div id="root">');
      expect(res.body).toContain('<title>Page Not Found | Recalibrate</title>');
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it("members' pages, sign-in and the back office ask not to be indexed and have no canonical address", async () => {
    for (const url of ['/dashboard', '/auth', '/admin/users', '/wellness-dashboard/journal', '/no/such/page']) {
      const p = await page(url);
      expect(p.status, url).toBe(200);
      expect(p.robots, url).toBe('noindex');
      expect(p.canonical, url).toBeUndefined();
      expect(p.title, url).toBe('Recalibrate');
    }
  });
});

describe('renderHead', () => {
  it('escapes every value it writes', () => {
    const html = renderHead({ name: '<script>alert(1)</script>', description: 'a "quoted" & <b>bold</b> claim' }, ORIGIN);
    expect(html).not.toContain('<script>');
    expect(html).toContain('<title>&lt;script&gt;alert(1)&lt;/script&gt; | Recalibrate</title>');
    expect(html).toContain('content="a &quot;quoted&quot; &amp; &lt;b&gt;bold&lt;/b&gt; claim"');
  });
});

describe('/sitemap.xml and /robots.txt', () => {
  it('lists every public page and every article, with absolute addresses', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const pathname of Object.keys(INDEXED_PAGES)) expect(locs).toContain(`${ORIGIN}${pathname}`);
    const articles = (await t.app.inject({ method: 'GET', url: '/api/library/articles' })).json().articles as { slug: string }[];
    expect(articles.length).toBeGreaterThanOrEqual(12);
    for (const a of articles) expect(locs).toContain(`${ORIGIN}/anti-hustle-library/${a.slug}`);
    expect(locs).toHaveLength(Object.keys(INDEXED_PAGES).length + articles.length);
    expect(res.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });

  it('robots.txt allows the site, keeps crawlers out of the back office and the API, and names the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body.split('\n')).toEqual(
      expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api/', `Sitemap: ${ORIGIN}/sitemap.xml`]),
    );
  });
});
