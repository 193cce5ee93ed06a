// A dedicated worker that fetches lazy pages' files ahead of time (docs/decisions/042-lighter-start-up.md):
// the page's own thread only posts a module key, so idle preloading (spec 2.8) and the home page's
// prefetches (spec 2.9) cost it nothing while the first page settles. Files already loaded come
// from the HTTP cache, which the worker shares with the page.
import { createPrefetcher } from './prefetch-files';

type Scope = {
  onmessage: ((event: MessageEvent<{ id: number; moduleKey: string }>) => void) | null;
  postMessage: (message: unknown) => void;
};
const scope = self as unknown as Scope;
const prefetch = createPrefetcher((url) => fetch(url, { priority: 'low' }));

scope.onmessage = ({ data: { id, moduleKey } }) => {
  prefetch(moduleKey).then(
    () => scope.postMessage({ id }),
    (error: unknown) => scope.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
  );
};
