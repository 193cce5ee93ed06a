// The part of page prefetching that runs in the prefetch worker (prefetch-worker.ts): reads the
// build's page-chunks.json (scripts/vite-page-chunks.ts: page module key → its files) and fetches
// a page's files into the browser's HTTP cache, one after another, each once. Pure, for tests.

export const PAGE_CHUNKS_URL = '/page-chunks.json';

type PageChunks = Record<string, string[]>;
type Fetch = (url: string) => Promise<Response>;

/** A function that fetches the files of a page module (once each); it fails for an unknown module. */
export function createPrefetcher(fetchFile: Fetch): (moduleKey: string) => Promise<void> {
  let chunks: Promise<PageChunks> | undefined;
  const fetched = new Set<string>();
  const loadChunks = () =>
    (chunks ??= fetchFile(PAGE_CHUNKS_URL)
      .then((response) => {
        if (!response.ok) throw new Error(`${PAGE_CHUNKS_URL} answered ${response.status}`);
        return response.json() as Promise<PageChunks>;
      })
      .catch((error: unknown) => {
        chunks = undefined; // a later prefetch tries again
        throw error;
      }));

  return async (moduleKey) => {
    const files = (await loadChunks())[moduleKey];
    if (!files) throw new Error(`The build lists no files for ${moduleKey}.`);
    for (const href of files) {
      if (fetched.has(href)) continue;
      fetched.add(href);
      try {
        const response = await fetchFile(href);
        // Read to the end: the browser keeps a response in its cache once it has all of it.
        await response.arrayBuffer();
        if (!response.ok) fetched.delete(href);
      } catch (error) {
        fetched.delete(href); // tried again by a later prefetch
        throw error;
      }
    }
  };
}
