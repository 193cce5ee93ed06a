// The first paint of a public page, drawn on the server (docs/decisions/041-first-paint.md).
// Built by `vite build --ssr` into dist/ssr and loaded by the server (features/site/first-paint.ts).
// It draws the page as a signed-out visitor's browser would (the same components, routes and API
// answers) and hands over the answers: the browser shows the page at once as a document, and
// hydrates only its islands (src/web/entry-islands.tsx, decision 163) without asking again.
import './lib/zod-config';
import { type DehydratedState, dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import { App } from './app/app';
import { buildRoutes } from './app/router';
import { setApiFetch } from './lib/api-client';
import { createQueryClient } from './lib/query-client';

/** Answers the app's API calls on the server (GET only, as an anonymous visitor). */
export type ServerFetch = (path: string) => Promise<Response>;

// A page's data can depend on other data (one answer names the next call): a few rounds at most.
const MAX_ROUNDS = 4;

function isEnabled(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

async function draw(pathname: string, queryClient: QueryClient): Promise<string> {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [pathname] });
  const { prelude } = await prerender(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
    // Every part inline, in place: React would otherwise move large parts to the end of the
    // document and put them back with an inline script (which the CSP forbids).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  router.dispose();
  return html;
}

export interface FirstPaint {
  /** The markup of the app's root element. */
  html: string;
  /** The API answers the page was drawn with, for the browser's query cache. */
  state: DehydratedState;
}

/**
 * `pathname`'s page with its data, or null when it cannot be drawn faithfully (an API call
 * failed): the browser then draws the page itself, as it always can.
 */
export async function renderFirstPaint(pathname: string, serverFetch: ServerFetch): Promise<FirstPaint | null> {
  setApiFetch((input, init) => {
    if (init?.method && init.method !== 'GET') return Promise.reject(new Error('Only GET while drawing a first paint.'));
    return serverFetch(String(input));
  });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: 0 } });
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const html = await draw(pathname, queryClient);
    // Queries the page asked for and has no answer to yet; a disabled one (e.g. a member's own data,
    // for a visitor) stays unasked, as in the browser.
    const waiting = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === 'pending' && isEnabled(query));
    if (waiting.length === 0) return { html, state: dehydrate(queryClient) };
    const results = await Promise.allSettled(waiting.map((query) => query.fetch()));
    if (results.some((result) => result.status === 'rejected')) return null;
  }
  return null;
}
