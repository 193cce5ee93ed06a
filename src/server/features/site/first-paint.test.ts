import { eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { siteSettings } from '../launch-gate/schema';

// docs/decisions/041-first-paint.md: public pages reach a signed-out visitor already drawn (by the
// web app's renderer, here a stand-in module with the same contract), with the API answers they
// were drawn with; members, a gated site and other pages get the app as before.
let t: TestApp;
let dist: string;

const LOADER = '/* loads the islands once the page has loaded */';
const RENDERER = `
let calls = 0;
export async function renderFirstPaint(pathname, serverFetch) {
  calls += 1;
  if (pathname === '/help') throw new Error('cannot draw this one');
  const session = await (await serverFetch('/api/session')).json();
  return { html: '<main><h1>Drawn ' + pathname + ' #' + calls + '</h1></main>', state: { session, note: '</script><script>alert(1)</script>\\u2028' } };
}
`;

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'dist-first-paint-'));
  mkdirSync(path.join(dist, 'ssr'));
  writeFileSync(path.join(dist, 'ssr', 'render.mjs'), RENDERER);
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><!--page-head--><title>Recalibrate</title><!--/page-head-->' +
      '<script type="module" crossorigin src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dist, 'load-islands.js'), LOADER);
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(
    path.join(dist, '.vite', 'islands-manifest.json'),
    JSON.stringify({ 'entry-islands.tsx': { file: 'assets/entry-islands-def.js' } }),
  );
  t = await createTestApp({ env: { WEB_DIST_DIR: dist, FIRST_PAINT_ENTRY: path.join(dist, 'ssr', 'render.mjs') } });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const visit = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const PLAIN_ROOT = '<div id="root"></div>';

describe('first paint', () => {
  it('is not drawn while the site is gated', async () => {
    await t.database.db.insert(siteSettings).values({ key: 'launch_gate', value: { gated: true } });
    const res = await visit('/glossary');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(PLAIN_ROOT);
    expect(res.body).not.toContain('dehydrated-state');
    await t.database.db
      .update(siteSettings)
      .set({ value: { gated: false } })
      .where(eq(siteSettings.key, 'launch_gate'));
    await new Promise((resolve) => setTimeout(resolve, 2100)); // the gate switch is read every 2 s
  });

  it('sends a public page drawn, with the answers it was drawn with, safe inside the page', async () => {
    const res = await visit('/glossary');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"><main><h1>Drawn /glossary #1</h1></main></div>');
    // Nothing of anyone's is on it: no opener policy forcing a new renderer process (decision 072).
    expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
    const state = /<script type="application\/json" id="dehydrated-state">([^<]*)<\/script>/.exec(res.body)?.[1];
    expect(state).toBeDefined();
    expect(state).not.toMatch(/<|>|\u2028/);
    // The renderer asked the API as an anonymous visitor.
    expect(JSON.parse(state!)).toEqual({
      session: { user: null, impersonation: null, termsAcceptanceNeeded: false },
      note: '</script><script>alert(1)</script>\u2028',
    });
  });

  it("is a document: no app, only the islands' loader, which the CSP allows by hash (decision 163)", async () => {
    const res = await visit('/glossary');
    expect(res.body).not.toContain('/assets/index-abc.js');
    expect(res.body).toContain(`<script data-entry="/assets/entry-islands-def.js">${LOADER}</script>`);
    const hash = createHash('sha256').update(LOADER).digest('base64');
    expect(String(res.headers['content-security-policy'])).toContain(`script-src 'self' 'sha256-${hash}'`);
  });

  it('draws a page once and serves it again while fresh', async () => {
    expect((await visit('/glossary')).body).toContain('Drawn /glossary #1');
  });

  it('compresses the page for browsers that take Brotli', async () => {
    const res = await visit('/glossary', { 'accept-encoding': 'gzip, br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('Drawn /glossary #1');
    expect((await visit('/glossary', { 'accept-encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe('gzip');
  });

  it('draws a library article, and never one that does not exist', async () => {
    const article = '/anti-hustle-library/boundaries-at-work-without-guilt';
    expect((await visit(article)).body).toContain(`Drawn ${article} #`);
    const missing = await visit('/anti-hustle-library/no-such-article');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain(PLAIN_ROOT);
  });

  it.each([
    ['someone who may be signed in', '/memberships', { cookie: 'better-auth.session_token=abc' }],
    ['a page that is not public', '/dashboard', {}],
    ['a page the renderer cannot draw', '/help', {}],
    // Drawn for its bare path, the page would show what the query changes (the library's search)
    // and then be drawn again in the browser: an address with a query is the app's to draw.
    ['an address with a query', '/anti-hustle-library?q=sleep', {}],
  ])('is not drawn for %s: the app as before', async (_case, url, headers) => {
    const res = await visit(url, headers);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(PLAIN_ROOT);
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  });
});
