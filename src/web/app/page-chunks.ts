// Fetches a lazy page's code without running it (docs/decisions/041-first-paint.md): the build's
// page-chunks.json (scripts/vite-page-chunks.ts) names each page module's files, and a
// <link rel="prefetch"> per file has the browser fetch them into its cache, at low priority and
// without parsing them on the page's thread (modulepreload did: ~40 ms on a slow phone). The
// page's code is read and run only when the page opens.
export const PAGE_CHUNKS_URL = '/page-chunks.json';

type PageChunks = Record<string, string[]>;
let chunks: Promise<PageChunks> | undefined;
const requested = new Set<string>();

function loadPageChunks(): Promise<PageChunks> {
  chunks ??= fetch(PAGE_CHUNKS_URL)
    .then((response) => {
      if (!response.ok) throw new Error(`${PAGE_CHUNKS_URL} answered ${response.status}`);
      return response.json() as Promise<PageChunks>;
    })
    .catch((error: unknown) => {
      chunks = undefined; // a later preload tries again
      throw error;
    });
  return chunks;
}

/** Asks the browser for a page module's files (once each); fails when the module is unknown. */
export async function prefetchPageModule(moduleKey: string, doc: Document = document): Promise<void> {
  const files = (await loadPageChunks())[moduleKey];
  if (!files) throw new Error(`The build lists no files for ${moduleKey}.`);
  for (const href of files) {
    if (requested.has(href)) continue;
    requested.add(href);
    const link = doc.createElement('link');
    link.rel = 'prefetch';
    link.as = 'script';
    link.crossOrigin = 'anonymous'; // as the module script that will ask for it
    link.href = href;
    doc.head.append(link);
  }
}

/** For tests: forget what was fetched. */
export function resetPageChunks(): void {
  chunks = undefined;
  requested.clear();
}
