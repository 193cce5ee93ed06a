import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, signUpStaff } from '#server/testing/auth-helpers';
import { setUpIsolatedTestApp } from '#server/testing/set-up-test-app';

// Review 6, finding 1: once staff publish, restore or revert content, the very next signed-out
// visitor gets the page drawn from it as it is now, not the drawing kept for a minute; pages that
// did not read the item keep theirs. The stand-in renderer draws from the real API (same contract
// as src/web/entry-server.tsx) and counts its drawings.
const RENDERER = `
const drawings = {};
const json = async (serverFetch, url) => (await serverFetch(url)).json();
export async function renderFirstPaint(pathname, serverFetch) {
  drawings[pathname] = (drawings[pathname] ?? 0) + 1;
  let text = '';
  if (pathname.startsWith('/anti-hustle-library/')) text = (await json(serverFetch, '/api/library/articles/' + pathname.split('/')[2])).html;
  else if (pathname === '/anti-hustle-library') text = (await json(serverFetch, '/api/library/articles')).articles.map((a) => a.title).join(' | ');
  else if (pathname === '/glossary') text = (await json(serverFetch, '/api/glossary')).terms.map((t) => t.term + ': ' + t.short).join(' | ');
  else if (pathname === '/help') text = (await json(serverFetch, '/api/site/pages/help')).html;
  return { html: '<main data-drawing="' + drawings[pathname] + '">' + text + '</main>', state: {} };
}
`;

const dist = mkdtempSync(path.join(os.tmpdir(), 'dist-first-paint-content-'));
mkdirSync(path.join(dist, 'ssr'));
writeFileSync(path.join(dist, 'ssr', 'render.mjs'), RENDERER);
writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html><head><!--page-head--><!--/page-head--></head><body><div id="root"></div></body></html>',
);

const t = setUpIsolatedTestApp({ env: { WEB_DIST_DIR: dist, FIRST_PAINT_ENTRY: path.join(dist, 'ssr', 'render.mjs') } });
let cookie: string;
beforeAll(async () => {
  cookie = (await signUpStaff(t, 'admin')).cookie;
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const ARTICLE = '/anti-hustle-library/the-sunday-dread';
const admin = (url: string, payload: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: url.startsWith('/') ? url : `/api/admin/content/${url}`,
    payload,
    headers: { origin: ORIGIN, cookie },
  });
/** A signed-out visitor's page, and which drawing of it they got. */
async function visit(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return { body: res.body, drawing: Number(/data-drawing="(\d+)"/.exec(res.body)?.[1]), cacheControl: res.headers['cache-control'] };
}
/** Saves a draft of a bundled item with this body (and these fields changed), and publishes it. */
async function publish(kind: string, slug: string, body: string, fields: Record<string, unknown> = {}) {
  const opened = (await t.app.inject({ method: 'GET', url: `/api/admin/content/${kind}/${slug}`, headers: { cookie } })).json();
  expect((await admin(`${kind}/${slug}/drafts`, { data: { ...opened.data, ...fields }, body })).statusCode).toBe(201);
  expect((await admin(`${kind}/${slug}/publish`)).statusCode).toBe(200);
}

describe('a drawn public page after its content changes', () => {
  it('is drawn once and then kept, and the browser must ask again each time (no-cache)', async () => {
    for (const url of [ARTICLE, '/anti-hustle-library', '/glossary', '/help', '/memberships']) {
      const first = await visit(url);
      expect((await visit(url)).drawing).toBe(first.drawing);
      expect(first.cacheControl).toBe('no-cache');
    }
    expect((await visit(ARTICLE)).body).not.toContain('A corrected helpline number');
  });

  it('answers a browser that has the same page with 304, and one whose page changed with the page', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/help' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]{32}"$/);
    const again = await t.app.inject({ method: 'GET', url: '/help', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await t.app.inject({ method: 'GET', url: '/glossary', headers: { 'if-none-match': etag } });
    expect(other.statusCode).toBe(200);
  });

  it('publish: the very next visit gets the new text; pages that did not read the article keep their drawing', async () => {
    const before = { help: (await visit('/help')).drawing, memberships: (await visit('/memberships')).drawing };
    await publish('article', 'the-sunday-dread', 'A corrected helpline number: 116 123.', { title: 'Sunday dread, revisited' });
    expect((await visit(ARTICLE)).body).toContain('A corrected helpline number: 116 123.');
    // The library's list and the glossary show the article's title.
    expect((await visit('/anti-hustle-library')).body).toContain('Sunday dread, revisited');
    expect((await visit('/help')).drawing).toBe(before.help);
    expect((await visit('/memberships')).drawing).toBe(before.memberships);
  });

  it('revert to the bundled version: the very next visit no longer shows the withdrawn text', async () => {
    expect((await admin('article/the-sunday-dread/revert')).statusCode).toBe(200);
    expect((await visit(ARTICLE)).body).not.toContain('A corrected helpline number');
    expect((await visit('/anti-hustle-library')).body).not.toContain('Sunday dread, revisited');
  });

  it('a glossary term: publish and restore each reach the very next visit of /glossary', async () => {
    await publish('glossary', 'boreout', 'Changed.', { short: 'A changed short meaning of boreout.' });
    expect((await visit('/glossary')).body).toContain('A changed short meaning of boreout.');
    expect((await admin('glossary/boreout/versions/1/restore')).statusCode).toBe(200);
    expect((await visit('/glossary')).body).not.toContain('A changed short meaning of boreout.');
  });

  it('a site page: publish and unpublish reach the very next visit', async () => {
    const before = (await visit('/glossary')).drawing;
    const etag = String((await t.app.inject({ method: 'GET', url: '/help' })).headers.etag);
    await publish('page', 'help', 'Write to us any day.');
    // A browser holding the old page gets the new one, not a 304.
    const next = await t.app.inject({ method: 'GET', url: '/help', headers: { 'if-none-match': etag } });
    expect(next.statusCode).toBe(200);
    expect(next.body).toContain('Write to us any day.');
    expect((await visit('/glossary')).drawing).toBe(before);
    expect((await admin('page/help/revert')).statusCode).toBe(200);
    expect((await visit('/help')).body).not.toContain('Write to us any day.');
  });

  it('shows on the cache debug page, which empties it', async () => {
    const drawn = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/admin/caches', headers: { cookie } }))
        .json()
        .caches.find((c: { name: string }) => c.name === 'drawn pages');
    expect(await drawn()).toMatchObject({ ttlSeconds: 60 });
    expect((await drawn()).size).toBeGreaterThan(0);
    const before = (await visit('/memberships')).drawing;
    expect((await admin('/api/admin/caches/clear')).json().cleared).toContain('drawn pages');
    expect((await drawn()).size).toBe(0);
    expect((await visit('/memberships')).drawing).toBe(before + 1);
  });
});
