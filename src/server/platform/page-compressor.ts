import { oldestAge, registerCache } from './cache-registry';
import { brotliCompress, brotliCompressSync, constants } from 'node:zlib';

const QUICK = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const BEST = { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } };

/**
 * Brotli for the pages the server draws (docs/decisions/045-lighter-public-pages.md). Brotli's best
 * quality makes a drawn glossary a fifth smaller than its quick setting, but takes about half a
 * second: each page is compressed at its best once, off the request (zlib's thread pool), and kept
 * while the page stays the same; until then, and for a page that changed, quick Brotli answers.
 * `limit` bounds how many pages are kept (the drawn pages are a known, small set).
 */
export function createPageCompressor(limit = 200) {
  const best = new Map<string, { html: string; body: Buffer; at: number }>();
  const making = new Map<string, Promise<void>>();
  let hits = 0;
  let misses = 0;
  function brotli(key: string, html: string): Buffer {
    const kept = best.get(key);
    if (kept && kept.html === html) {
      hits += 1;
      return kept.body;
    }
    misses += 1;
    if (!making.has(key)) {
      const made = new Promise<void>((resolve) => {
        brotliCompress(html, BEST, (error, body) => {
          making.delete(key);
          if (!error && (best.has(key) || best.size < limit)) best.set(key, { html, body, at: Date.now() });
          resolve();
        });
      });
      making.set(key, made);
    }
    return brotliCompressSync(html, QUICK);
  }
  /** Resolves once every compression under way has finished (for tests). */
  const settled = async () => {
    await Promise.all(making.values());
  };
  // Shown on /admin/cache-debug: clearing only means each page is compressed at its best again.
  registerCache('page renders', {
    stats: () => ({
      name: 'page renders',
      size: best.size,
      oldestAgeSeconds: oldestAge(
        [...best.values()].map((entry) => entry.at),
        Date.now(),
      ),
      hits,
      misses,
      ttlSeconds: null,
    }),
    clear() {
      best.clear();
      hits = 0;
      misses = 0;
    },
  });
  return Object.assign(brotli, { settled });
}
