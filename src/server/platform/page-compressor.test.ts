import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { createPageCompressor } from './page-compressor';

const page = (words: string) =>
  `<!doctype html><main>${Array.from({ length: 4000 }, (_, i) => `<p class="mt-3 text-lg">${words} ${i % 97}</p>`).join('')}</main>`;
const read = (body: Buffer) => brotliDecompressSync(body).toString();

describe('createPageCompressor', () => {
  it('answers at once with quick Brotli, then with the best Brotli made in the background while the page stays the same', async () => {
    const brotli = createPageCompressor();
    const html = page('Rest is not a reward.');
    const quick = brotli('/glossary', html);
    expect(read(quick)).toBe(html);
    const best = await vi.waitFor(() => {
      const body = brotli('/glossary', html);
      expect(body.length).toBeLessThan(quick.length);
      return body;
    });
    expect(read(best)).toBe(html);
    expect(brotli('/glossary', html)).toBe(best);

    // The page changed: never the old body; the new one is made again.
    const changed = page('Rest is part of the work.');
    expect(read(brotli('/glossary', changed))).toBe(changed);
    await vi.waitFor(() => expect(brotli('/glossary', changed).length).toBeLessThan(quick.length));
    expect(read(brotli('/glossary', changed))).toBe(changed);
  });

  it('keeps at most `limit` pages at their best', async () => {
    const brotli = createPageCompressor(1);
    const a = page('First');
    const b = page('Second');
    const quickA = brotli('/a', a);
    await brotli.settled();
    expect(brotli('/a', a).length).toBeLessThan(quickA.length);
    const quickB = brotli('/b', b);
    await brotli.settled();
    // '/b' was compressed at its best too, but there was no room to keep it.
    expect(brotli('/b', b)).toEqual(quickB);
    expect(read(brotli('/b', b))).toBe(b);
    expect(brotli('/a', a).length).toBeLessThan(quickA.length);
  });
});
