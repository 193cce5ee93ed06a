// Public pages for signed-out visitors arrive rendered by the server (src/web/entry-server.tsx),
// with the API answers they were rendered with in a JSON data block. They are documents: React
// hydrates only their islands, each on a root of its own (hydrateRoot, src/web/entry-islands.tsx),
// with those answers (docs/decisions/041-first-paint.md, 163-public-pages-as-documents.md).
import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { IN_BROWSER } from '../lib/in-browser';

export const DEHYDRATED_STATE_ID = 'dehydrated-state';

/** The answers the server rendered this page with, or null when it sent the app without a rendered page. */
export function readDehydratedState(doc: Document = document): DehydratedState | null {
  const block = doc.getElementById(DEHYDRATED_STATE_ID);
  if (!block?.textContent) return null;
  try {
    return JSON.parse(block.textContent) as DehydratedState;
  } catch {
    return null; // the app draws the page itself
  }
}

/** Set on <html> once React has hydrated a server-rendered page's islands (and on a page the app drew itself). */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** True when the app starts from a server-rendered page: its first render must match it exactly. */
export function startsFromServerRender(doc: Document | undefined = IN_BROWSER ? document : undefined): boolean {
  return !!doc && doc.getElementById(DEHYDRATED_STATE_ID) !== null;
}

/** True until React has hydrated the server-rendered page (false on a page the app drew itself). */
export function hydrating(doc: Document | undefined = IN_BROWSER ? document : undefined): boolean {
  return startsFromServerRender(doc) && !doc!.documentElement.hasAttribute(HYDRATED_ATTRIBUTE);
}

const noSubscription = () => () => {};

/**
 * False while React hydrates the part of a server-rendered page this component is in, true from
 * the next render on, and always true where the app draws itself. The hydrating render must match
 * the server's, which cannot know what only this browser knows, such as the address's #fragment:
 * React keeps the server's attributes where they differ. (React renders with the server snapshot
 * while hydrating, a lazily loaded part of the page included, and then again with the browser's.)
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** Puts the server's answers into the app's query cache, so the page has its data at once. */
export function adoptDehydratedState(queryClient: QueryClient, state: DehydratedState): void {
  hydrate(queryClient, state);
}
