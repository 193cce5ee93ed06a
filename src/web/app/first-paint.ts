// Public pages for signed-out visitors arrive drawn by the server (src/web/prerender.tsx), with
// the API answers they were drawn with in a JSON data block. The app then takes the page over in
// place (hydration) instead of drawing it again (docs/decisions/041-first-paint.md).
import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { IN_BROWSER } from '../lib/in-browser';

export const FIRST_PAINT_STATE_ID = 'first-paint-state';

/** The answers the server drew this page with, or null when it sent the app without a first paint. */
export function readFirstPaintState(doc: Document = document): DehydratedState | null {
  const block = doc.getElementById(FIRST_PAINT_STATE_ID);
  if (!block?.textContent) return null;
  try {
    return JSON.parse(block.textContent) as DehydratedState;
  } catch {
    return null; // the app draws the page itself
  }
}

/** Set on <html> once the app runs (a server-drawn page has been taken over). */
export const APP_READY_ATTRIBUTE = 'data-app-ready';

/** True while the app starts from a server-drawn page: its first render must match it exactly. */
export function startsFromFirstPaint(doc: Document | undefined = IN_BROWSER ? document : undefined): boolean {
  return !!doc && doc.getElementById(FIRST_PAINT_STATE_ID) !== null;
}

/** True until the app has taken the server-drawn page over (false on a page the app drew itself). */
export function takingOverFirstPaint(doc: Document | undefined = IN_BROWSER ? document : undefined): boolean {
  return startsFromFirstPaint(doc) && !doc!.documentElement.hasAttribute(APP_READY_ATTRIBUTE);
}

const noSubscription = () => () => {};

/**
 * False while React takes over (hydrates) the part of a server-drawn page this component is in, true
 * from the next render on, and always true where the app draws itself. That first render must match
 * the server's, which cannot know what only this browser knows, such as the address's #fragment:
 * React keeps the server's attributes where they differ. (React renders with the server snapshot
 * while hydrating, a lazily loaded part of the page included, and then again with the browser's.)
 */
export function useTakenOver(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** Puts the server's answers into the app's query cache, so the page has its data at once. */
export function adoptFirstPaintState(queryClient: QueryClient, state: DehydratedState): void {
  hydrate(queryClient, state);
}
