// Fetches a lazy page's code without running it (spec 2.8's idle preloading, 2.9's prefetches;
// decision 167). The build's page-chunks.json (scripts/vite-page-chunks.ts) names a page module's
// files; each is asked of the browser as <link rel="prefetch">, which fetches it at the lowest
// priority into the HTTP cache, off the page's thread. The code is read and run only when the page
// opens.

export const PAGE_CHUNKS_URL = '/page-chunks.json';

let chunks: Promise<Record<string, string[]>> | undefined;
const asked = new Set<string>();

const loadChunks = () =>
  (chunks ??= fetch(PAGE_CHUNKS_URL)
    .then((response) => {
      if (!response.ok) throw new Error(`${PAGE_CHUNKS_URL} answered ${response.status}`);
      return response.json() as Promise<Record<string, string[]>>;
    })
    .catch((error: unknown) => {
      chunks = undefined; // a later prefetch tries again
      throw error;
    }));

function prefetchFile(href: string): Promise<void> {
  asked.add(href);
  return new Promise((resolve, reject) => {
    const link = Object.assign(document.createElement('link'), { rel: 'prefetch', href, crossOrigin: 'anonymous' });
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => {
      asked.delete(href); // tried again by a later prefetch
      link.remove();
      reject(new Error(`Prefetching ${href} failed.`));
    });
    document.head.append(link);
  });
}

/** Has the browser fetch a page module's files (once each); fails when the module is unknown. */
export async function prefetchPageModule(moduleKey: string): Promise<void> {
  const files = (await loadChunks())[moduleKey];
  if (!files) throw new Error(`The build lists no files for ${moduleKey}.`);
  await Promise.all(files.filter((href) => !asked.has(href)).map(prefetchFile));
}

/** For tests: forget the list and the files asked for. */
export function resetPageChunksForTests(): void {
  chunks = undefined;
  asked.clear();
}
