import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The built page's stylesheet and theme script, written into the page itself: the page can paint
 * as soon as it arrives, without two more round trips first (docs/decisions/041-first-paint.md).
 * The CSP allows inline styles; the theme script is allowed by its own hash, and no other.
 */
export interface InlineAssets {
  /**
   * index.html with its stylesheet link and theme script replaced by their contents. The fonts are
   * preloaded for pages the app draws itself; a server-drawn page leaves them out (`preloadFonts:
   * false`), because a preloaded `optional` font holds the page's first paint (decision 072).
   */
  inline: (html: string, options?: { preloadFonts?: boolean }) => string;
  /**
   * For a server-drawn page, a document: the app's entry is replaced by a loader that adds the
   * islands' entry once the page has loaded (public/load-islands.js, decision 163).
   */
  withIslands: (html: string) => string;
  /** CSP sources for the inlined script ('sha256-…'). */
  scriptSources: string[];
}

const STYLESHEET = /<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[\w.-]+\.css)">/;
const FONT_URL = /url\((\/assets\/[\w.-]+\.woff2)\)/g;
const THEME_SCRIPT = '<script src="/theme-init.js"></script>';
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/;

const ISLANDS_SOURCE = 'entry-islands.tsx';
const ISLANDS_MANIFEST = '.vite/islands-manifest.json';
const ASSET_PATH = /^\/assets\/[\w.-]+\.js$/;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

function read(distDir: string, href: string): string | null {
  const file = path.join(distDir, href);
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}

/** The islands' entry file from the build's manifest (`/assets/…js`), or null without one. */
function readIslandsEntry(root: string): string | null {
  const text = read(root, ISLANDS_MANIFEST);
  if (!text) return null;
  const manifest = JSON.parse(text) as Record<string, { file?: unknown } | undefined>;
  const file = manifest[ISLANDS_SOURCE]?.file;
  const href = typeof file === 'string' ? `/${file}` : null;
  return href && ASSET_PATH.test(href) ? href : null;
}

export function loadInlineAssets(distDir: string): InlineAssets {
  const root = path.resolve(distDir);
  const theme = read(root, 'theme-init.js');
  const loader = read(root, 'load-islands.js');
  const indexHtml = read(root, 'index.html') ?? '';
  const cssHref = STYLESHEET.exec(indexHtml)?.[1];
  const css = cssHref ? read(root, cssHref) : null;
  // On the app's own pages the fonts are asked for with the page, not once the first layout finds
  // them: they show only if they arrive within a moment (font-display: optional,
  // src/web/styles/app.css), so that text never jumps when they come late. Chromium holds the first
  // paint for a preloaded optional font, which is what makes the brand fonts reliable there.
  const fonts = css ? [...new Set([...css.matchAll(FONT_URL)].map((match) => match[1]))] : [];
  const fontPreloads = fonts.map((href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${href}">`).join('');
  const islands = readIslandsEntry(root);
  return {
    inline(html, { preloadFonts = true } = {}) {
      let out = html;
      const preloads = preloadFonts ? fontPreloads : '';
      // A stylesheet cannot close a <style> element unless it says "</style": ours never does.
      // The disabled link is never fetched; it tells the code of lazy pages, which lists this
      // stylesheet among its needs, that the page already has it (else it is added a second time,
      // and its fonts with it).
      if (css && cssHref && !/<\/style/i.test(css)) {
        out = out.replace(STYLESHEET, () => `${preloads}<style>${css}</style><link rel="stylesheet" href="${cssHref}" disabled>`);
      }
      if (theme) out = out.replace(THEME_SCRIPT, () => `<script>${theme}</script>`);
      return out;
    },
    withIslands(html) {
      if (!loader || !islands) return html;
      return html.replace(ENTRY_SCRIPT, () => `<script data-entry="${islands}">${loader}</script>`);
    },
    scriptSources: [theme, loader].filter((text): text is string => !!text).map(sha256),
  };
}
