import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { scheduleAfterFirstInteraction } from './when-idle';

/**
 * Loads a code module in the first idle moment after the person starts using the page (pointer,
 * touch, key or focus), or at once when `loadNow` is called (they reach for it before that).
 * Returns null until it has loaded.
 */
export function useIdleModule<T>(load: () => Promise<T>): { module: T | null; loadNow: () => void } {
  const [module, setModule] = useState<T | null>(null);
  const started = useRef(false);
  const loadNow = useCallback(() => {
    if (started.current) return;
    started.current = true;
    load().then(
      // A transition: React draws what the module brings in short slices, not one long task.
      (loaded) => startTransition(() => setModule(() => loaded)),
      (error: unknown) => {
        started.current = false; // a later interaction tries again
        console.warn('[Recalibrate] Loading part of the page failed; it will be retried.', error);
      },
    );
  }, [load]);
  useEffect(() => scheduleAfterFirstInteraction(loadNow), [loadNow]);
  return { module, loadNow };
}
