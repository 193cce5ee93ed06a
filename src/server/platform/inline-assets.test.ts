import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadInlineAssets } from './inline-assets';

const dist = mkdtempSync(path.join(os.tmpdir(), 'recalibrate-inline-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const INDEX = [
  '<head><script src="/theme-init.js"></script>',
  '<script type="module" crossorigin src="/assets/index-abc123.js"></script>',
  '<link rel="stylesheet" crossorigin href="/assets/index-def456.css">',
  '</head><body><div id="root"></div></body>',
].join('\n');
const CSS = '@font-face{src:url(/assets/sans-1.woff2)}@font-face{src:url(/assets/serif-2.woff2)}body{color:red}';
const THEME = "document.documentElement.classList.toggle('dark', false);";
const LOADER = "document.currentScript.getAttribute('data-entry');";

mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'index.html'), INDEX);
writeFileSync(path.join(dist, 'assets', 'index-def456.css'), CSS);
writeFileSync(path.join(dist, 'theme-init.js'), THEME);
writeFileSync(path.join(dist, 'load-islands.js'), LOADER);
// The islands' build (vite build --mode islands) names its entry in a manifest of its own.
mkdirSync(path.join(dist, '.vite'));
writeFileSync(
  path.join(dist, '.vite', 'islands-manifest.json'),
  JSON.stringify({ 'entry-islands.tsx': { file: 'assets/entry-islands-xyz789.js', isEntry: true } }),
);

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?: data-entry="[^"]*")?>([\s\S]*?)<\/script>/g)].map((match) => match[1]);

describe('inline assets', () => {
  const assets = loadInlineAssets(dist);

  it('writes the stylesheet into the page, keeps a disabled link for lazy code and preloads its fonts', () => {
    const html = assets.inline(INDEX);
    expect(html).toContain(`<style>${CSS}</style>`);
    expect(html).toContain('<link rel="stylesheet" href="/assets/index-def456.css" disabled>');
    expect(html).not.toContain('crossorigin href="/assets/index-def456.css"');
    expect(html).toContain('<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/sans-1.woff2">');
    expect(html).toContain('<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/serif-2.woff2">');
  });

  it('leaves the font preloads out of a page the server draws (decision 072)', () => {
    const html = assets.inline(INDEX, { preloadFonts: false });
    expect(html).toContain(`<style>${CSS}</style>`);
    expect(html).not.toContain('rel="preload"');
  });

  it('writes the theme script into the page and allows exactly the inlined scripts by hash', () => {
    const html = assets.withIslands(assets.inline(INDEX));
    const scripts = inlineScripts(html);
    expect(scripts).toEqual([THEME, LOADER]);
    expect(assets.scriptSources).toEqual(scripts.map(sha256));
  });

  it("hands a server-drawn page the islands' loader instead of the app, and loads the app as usual otherwise", () => {
    const normal = assets.inline(INDEX);
    expect(normal).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
    const drawn = assets.withIslands(normal);
    expect(drawn).not.toContain('/assets/index-abc123.js');
    expect(drawn).toContain(`<script data-entry="/assets/entry-islands-xyz789.js">${LOADER}</script>`);
  });

  it('leaves the app in a page when the build has no islands', () => {
    const other = mkdtempSync(path.join(os.tmpdir(), 'recalibrate-inline-'));
    writeFileSync(path.join(other, 'index.html'), INDEX);
    writeFileSync(path.join(other, 'load-islands.js'), LOADER);
    const html = loadInlineAssets(other).withIslands(INDEX);
    rmSync(other, { recursive: true, force: true });
    expect(html).toBe(INDEX);
  });

  it('leaves a stylesheet that could close its element as a link', () => {
    const other = mkdtempSync(path.join(os.tmpdir(), 'recalibrate-inline-'));
    mkdirSync(path.join(other, 'assets'));
    writeFileSync(path.join(other, 'index.html'), INDEX);
    writeFileSync(path.join(other, 'assets', 'index-def456.css'), 'a::after{content:"</style>"}');
    const html = loadInlineAssets(other).inline(INDEX);
    rmSync(other, { recursive: true, force: true });
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-def456.css">');
    expect(html).not.toContain('<style>');
  });

  it('changes nothing without a build', () => {
    const none = loadInlineAssets(path.join(dist, 'missing'));
    expect(none.inline(INDEX)).toBe(INDEX);
    expect(none.withIslands(INDEX)).toBe(INDEX);
    expect(none.scriptSources).toEqual([]);
  });
});
