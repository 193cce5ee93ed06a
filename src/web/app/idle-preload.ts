import { useEffect } from 'react';
import { findRoute } from './route-lookup';
import { isRedirect } from './route-types';

/** Spec 2.8: dashboard, assessment, auth, burnout blueprint, SoulPrint compass and reset paths. */
export const IDLE_PRELOAD_PATHS = [
  '/dashboard',
  '/assessment/operating-system-audit',
  '/auth',
  '/assessment/burnout-blueprint',
  '/soulprint-compass',
  '/reset-paths',
] as const;

export const IDLE_TIMEOUT_MS = 2000;
export const NO_IDLE_DELAY_MS = 1000;

type IdleWindow = Pick<Window, 'setTimeout' | 'clearTimeout'> &
  Partial<Pick<Window, 'requestIdleCallback' | 'cancelIdleCallback'>>;

/** Runs `callback` when the browser is idle (at most 2 s later), or after 1 s without idle callbacks. */
export function scheduleWhenIdle(callback: () => void, win: IdleWindow = window): () => void {
  if (win.requestIdleCallback && win.cancelIdleCallback) {
    const id = win.requestIdleCallback(() => callback(), { timeout: IDLE_TIMEOUT_MS });
    return () => win.cancelIdleCallback?.(id);
  }
  const timer = win.setTimeout(callback, NO_IDLE_DELAY_MS);
  return () => win.clearTimeout(timer);
}

/** Fetches the page chunks ahead of time. A failure is only logged (spec 8). */
export async function preloadPages(paths: readonly string[]): Promise<void> {
  await Promise.all(
    paths.map(async (path) => {
      const entry = findRoute(path);
      if (!entry || isRedirect(entry)) return;
      try {
        await entry.page.preload();
      } catch (error) {
        console.warn(`[Recalibrate] Preloading ${path} failed; it will load when opened.`, error);
      }
    }),
  );
}

export function useIdlePreload(paths: readonly string[] = IDLE_PRELOAD_PATHS): void {
  useEffect(() => scheduleWhenIdle(() => void preloadPages(paths)), [paths]);
}
