import { useEffect } from 'react';
import { findRoute } from './route-lookup';
import { isRedirect } from './route-types';
import { type IdleWindow, scheduleWhenIdle } from './when-idle';

/** Spec 2.8: dashboard, assessment, auth, burnout blueprint, SoulPrint compass and reset paths. */
export const IDLE_PRELOAD_PATHS = [
  '/dashboard',
  '/assessment/operating-system-audit',
  '/auth',
  '/assessment/burnout-blueprint',
  '/soulprint-compass',
  '/reset-paths',
] as const;

/** Spec 2.9: the home page prefetches its three next steps. */
export const HOME_PREFETCH_PATHS = ['/assessment/operating-system-audit', '/reset-paths', '/assessments'] as const;

/** Fetches the pages' code ahead of time, without running it. A failure is only logged (spec 8). */
export async function preloadPages(paths: readonly string[]): Promise<void> {
  await Promise.all(
    paths.map(async (path) => {
      const entry = findRoute(path);
      if (!entry || isRedirect(entry)) return;
      try {
        await entry.page.prefetch();
      } catch (error) {
        console.warn(`[Recalibrate] Preloading ${path} failed; it will load when opened.`, error);
      }
    }),
  );
}

/**
 * Preloads one page per idle moment, in order, so the browser is never busy with all six chunks at
 * once (on a slow phone that was over a second of a frozen page while the first page settled).
 * Returns a function that stops what has not started yet.
 */
export function preloadWhenIdle(paths: readonly string[], win: IdleWindow = window, load = preloadPages): () => void {
  let cancel: (() => void) | undefined;
  let stopped = false;
  const next = (index: number) => {
    if (stopped || index >= paths.length) return;
    cancel = scheduleWhenIdle(() => void load([paths[index]]).then(() => next(index + 1)), win);
  };
  next(0);
  return () => {
    stopped = true;
    cancel?.();
  };
}

export function useIdlePreload(paths: readonly string[] = IDLE_PRELOAD_PATHS): void {
  useEffect(() => preloadWhenIdle(paths), [paths]);
}
