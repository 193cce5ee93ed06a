import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { scheduleWhenIdle } from './idle-preload';

/**
 * Loads a code module when the browser is first idle, or at once when `loadNow` is called
 * (someone interacts first). Returns null until it has loaded.
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
  useEffect(() => scheduleWhenIdle(loadNow), [loadNow]);
  return { module, loadNow };
}
