import { useCallback, useEffect, useState } from 'react';

export type ClockStatus = 'idle' | 'running' | 'paused' | 'done';

/**
 * Whole seconds counted up to `limit` while running: start, pause, and stop (back to zero).
 * One tick a second keeps re-renders (and announcements) calm; a fake clock drives it in tests.
 */
export function useSecondClock(limit: number) {
  const [elapsed, setElapsed] = useState(0);
  const [running, setRunning] = useState(false);
  const done = elapsed >= limit;
  const ticking = running && !done;

  useEffect(() => {
    if (!ticking) return;
    const id = window.setInterval(() => setElapsed((value) => Math.min(limit, value + 1)), 1000);
    return () => window.clearInterval(id);
  }, [ticking, limit]);

  const start = useCallback(() => {
    if (done) setElapsed(0);
    setRunning(true);
  }, [done]);
  const pause = useCallback(() => setRunning(false), []);
  const stop = useCallback(() => {
    setRunning(false);
    setElapsed(0);
  }, []);

  const status: ClockStatus = done ? 'done' : running ? 'running' : elapsed > 0 ? 'paused' : 'idle';
  return { elapsed, status, start, pause, stop };
}
