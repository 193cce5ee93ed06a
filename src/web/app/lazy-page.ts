import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import { prefetchPageModule } from './page-chunks';

/** A lazily loaded page that can also be fetched ahead of time (idle preloading, prefetches). */
export type LazyPage = LazyExoticComponent<ComponentType> & {
  /** Loads and runs the page's code (it is about to open). */
  preload: () => Promise<unknown>;
  /** Fetches the page's code without running it (it may open later). */
  prefetch: () => Promise<unknown>;
  /** The build's key for the page module (page-chunks.json), when the build gave it one. */
  moduleKey?: string;
};

/**
 * `moduleKey` (a key for the page module, added by the build: scripts/vite-page-chunks.ts) lets the
 * page's code be fetched without running it; without it (development, tests) a prefetch loads it.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>, moduleKey?: string): LazyPage {
  let pending: Promise<{ default: ComponentType }> | undefined;
  const loadOnce = () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined; // a failed chunk may succeed on the next try
      throw error;
    }));
  const prefetch = () => pending ?? (moduleKey && import.meta.env.PROD ? prefetchPageModule(moduleKey) : loadOnce());
  return Object.assign(lazy(loadOnce), { preload: loadOnce, prefetch, moduleKey });
}
