// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_CHUNKS_URL, prefetchPageModule, resetPageChunksForTests } from './page-chunks';

const CHUNKS = { '7': ['/assets/page-a.js', '/assets/shared-b.js'], '8': ['/assets/shared-b.js', '/assets/page-c.js'] };

const links = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')];
/** The browser's answer to each prefetch link now in the page (load, or error for `failing`). */
const answer = (failing: string[] = []) =>
  links().forEach((link) => link.dispatchEvent(new Event(failing.includes(link.getAttribute('href')!) ? 'error' : 'load')));
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  resetPageChunksForTests();
  document.head.innerHTML = '';
  fetchMock = vi.fn(async () => Response.json(CHUNKS));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('prefetchPageModule', () => {
  it("adds a low-priority prefetch link for each of the page's files and settles when the browser has them", async () => {
    const done = prefetchPageModule('7');
    await settle();
    expect(links().map((link) => [link.getAttribute('href'), link.crossOrigin])).toEqual([
      ['/assets/page-a.js', 'anonymous'],
      ['/assets/shared-b.js', 'anonymous'],
    ]);
    answer();
    await expect(done).resolves.toBeUndefined();
    expect(fetchMock).toHaveBeenCalledWith(PAGE_CHUNKS_URL);
  });

  it('asks for the list once and each file once, across pages', async () => {
    const first = prefetchPageModule('7');
    await settle();
    answer();
    await first;
    const second = prefetchPageModule('8');
    await settle();
    expect(links().map((link) => link.getAttribute('href'))).toEqual(['/assets/page-a.js', '/assets/shared-b.js', '/assets/page-c.js']);
    answer();
    await second;
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('fails for a file the browser could not fetch, and asks for it again next time', async () => {
    const failed = prefetchPageModule('7');
    await settle();
    answer(['/assets/shared-b.js']);
    await expect(failed).rejects.toThrow('Prefetching /assets/shared-b.js failed.');
    expect(links().map((link) => link.getAttribute('href'))).toEqual(['/assets/page-a.js']);
    const again = prefetchPageModule('7');
    await settle();
    expect(links().map((link) => link.getAttribute('href'))).toEqual(['/assets/page-a.js', '/assets/shared-b.js']);
    answer();
    await expect(again).resolves.toBeUndefined();
  });

  it('fails for a module the build does not list, and reads the list again after it failed', async () => {
    await expect(prefetchPageModule('99')).rejects.toThrow('The build lists no files for 99.');
    resetPageChunksForTests();
    fetchMock.mockResolvedValueOnce(new Response('', { status: 503 }));
    await expect(prefetchPageModule('7')).rejects.toThrow(`${PAGE_CHUNKS_URL} answered 503`);
    const retried = prefetchPageModule('7');
    await settle();
    answer();
    await expect(retried).resolves.toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
