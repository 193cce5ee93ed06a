import { describe, expect, it, vi } from 'vitest';
import { createPrefetcher, PAGE_CHUNKS_URL } from './prefetch-files';

const CHUNKS = { '7': ['/assets/page-a.js', '/assets/shared-b.js'], '8': ['/assets/shared-b.js', '/assets/page-c.js'] };

function fakeServer(failing: string[] = []) {
  const log: string[] = [];
  const read: string[] = [];
  const fetchFile = vi.fn(async (url: string) => {
    log.push(url);
    if (url === PAGE_CHUNKS_URL) return Response.json(CHUNKS);
    const response = new Response(`// ${url}`, { status: failing.includes(url) ? 503 : 200 });
    const arrayBuffer = response.arrayBuffer.bind(response);
    response.arrayBuffer = () => {
      read.push(url);
      return arrayBuffer();
    };
    return response;
  });
  return { fetchFile, log, read };
}

describe('createPrefetcher', () => {
  it("fetches a page's files one after another and reads each to the end (so the browser caches it)", async () => {
    const { fetchFile, log, read } = fakeServer();
    await createPrefetcher(fetchFile)('7');
    expect(log).toEqual([PAGE_CHUNKS_URL, '/assets/page-a.js', '/assets/shared-b.js']);
    expect(read).toEqual(['/assets/page-a.js', '/assets/shared-b.js']);
  });

  it('asks for the list once and each file once, across pages', async () => {
    const { fetchFile, log } = fakeServer();
    const prefetch = createPrefetcher(fetchFile);
    await prefetch('7');
    await prefetch('8');
    await prefetch('7');
    expect(log).toEqual([PAGE_CHUNKS_URL, '/assets/page-a.js', '/assets/shared-b.js', '/assets/page-c.js']);
  });

  it('tries a file again later when the server did not give it', async () => {
    const { fetchFile, log } = fakeServer(['/assets/page-a.js']);
    const prefetch = createPrefetcher(fetchFile);
    await prefetch('7');
    await prefetch('7');
    expect(log.filter((url) => url === '/assets/page-a.js')).toHaveLength(2);
    expect(log.filter((url) => url === '/assets/shared-b.js')).toHaveLength(1);
  });

  it('fails when the network does, and tries that file again later', async () => {
    const { fetchFile, log } = fakeServer();
    fetchFile.mockRejectedValueOnce(new TypeError('offline')); // the list itself
    const prefetch = createPrefetcher(fetchFile);
    await expect(prefetch('7')).rejects.toThrow('offline');
    fetchFile.mockImplementationOnce(async (url: string) => (log.push(url), Response.json({ '7': ['/assets/page-a.js'] })));
    fetchFile.mockRejectedValueOnce(new TypeError('offline')); // the file
    await expect(prefetch('7')).rejects.toThrow('offline');
    await prefetch('7');
    expect(log.filter((url) => url === '/assets/page-a.js')).toHaveLength(1); // the failed try never reached the log
  });

  it('fails for a module the build does not list, and when the list cannot be read (then asks again)', async () => {
    const { fetchFile } = fakeServer();
    const prefetch = createPrefetcher(fetchFile);
    await expect(prefetch('99')).rejects.toThrow('The build lists no files for 99.');

    const down = vi.fn(async () => new Response('', { status: 502 }));
    const retrying = createPrefetcher(down);
    await expect(retrying('7')).rejects.toThrow(`${PAGE_CHUNKS_URL} answered 502`);
    await expect(retrying('7')).rejects.toThrow();
    expect(down).toHaveBeenCalledTimes(2);
  });
});
