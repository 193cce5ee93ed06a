// Fetches a lazy page's code without running it (docs/decisions/041-first-paint.md): a worker
// (prefetch-worker.ts) reads the build's page-chunks.json and fetches the page's files into the
// HTTP cache, off the page's thread (docs/decisions/042-lighter-start-up.md). The page's code is
// read and run only when the page opens.

type Reply = { id: number; error?: string };
type PrefetchWorker = Pick<Worker, 'postMessage' | 'addEventListener' | 'terminate'>;

let worker: PrefetchWorker | undefined;
let nextId = 0;
const waiting = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();

function startWorker(): PrefetchWorker {
  const started = new Worker(new URL('./prefetch-worker.ts', import.meta.url), { type: 'module', name: 'prefetch' });
  listenTo(started);
  return started;
}

function listenTo(target: PrefetchWorker) {
  target.addEventListener('message', (event: MessageEvent<Reply>) => {
    const { id, error } = event.data;
    const request = waiting.get(id);
    waiting.delete(id);
    if (error) request?.reject(new Error(error));
    else request?.resolve();
  });
  // A worker that cannot start or breaks answers nothing: what waits on it fails (and is only
  // logged, spec 8), so idle preloading moves on, and the next prefetch starts a new worker.
  target.addEventListener('error', () => {
    if (worker === target) worker = undefined;
    target.terminate();
    for (const request of waiting.values()) request.reject(new Error('The prefetch worker stopped.'));
    waiting.clear();
  });
}

/** Has the worker fetch a page module's files (once each); fails when the module is unknown. */
export function prefetchPageModule(moduleKey: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const id = (nextId += 1);
    waiting.set(id, { resolve, reject });
    try {
      worker ??= startWorker();
      worker.postMessage({ id, moduleKey });
    } catch (error) {
      waiting.delete(id);
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}

/** For tests: talk to this stand-in instead of a real worker. */
export function setPrefetchWorkerForTests(stand: PrefetchWorker): void {
  worker = stand;
  listenTo(stand);
}
