import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AssessmentResponse, SaveProgressInput } from '#shared/contracts/assessments';
import { ASSESSMENT_KEYS } from '../api/query-keys';
import { SOULPRINT_KEYS } from '#web/features/soulprint/api/query-keys';
import { saveProgress } from '../api/save-progress';

/** A quiet pause after the last change before saving (typing in a text answer, trying options). */
export const AUTOSAVE_DELAY_MS = 800;
/** After a failed save, the next try (and on the next change or screen, whichever comes first). */
export const AUTOSAVE_RETRY_MS = 5000;

export type AutosaveStatus = 'idle' | 'saving' | 'saved' | 'error';

/**
 * Saves the answers and the position as the person goes (docs/decisions/030-web-assessment-player.md):
 * `schedule` after each answer (debounced), `flush` on Next, Back and before submitting (at once),
 * one request at a time with the newest payload winning, and a keepalive save when the page is left.
 */
export function useProgressAutosave(slug: string) {
  const queryClient = useQueryClient();
  const pending = useRef<SaveProgressInput | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<Promise<void> | null>(null);
  const mounted = useRef(true);
  const [status, setStatus] = useState<AutosaveStatus>('idle');

  const clearTimer = () => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
  };

  const send = useCallback(async (): Promise<void> => {
    clearTimer();
    while (inFlight.current) await inFlight.current;
    const payload = pending.current;
    if (!payload) return;
    pending.current = null;
    if (mounted.current) setStatus('saving');
    const request = saveProgress(slug, payload)
      .then(({ savedAt }) => {
        queryClient.setQueryData<AssessmentResponse>(ASSESSMENT_KEYS.detail(slug), (old) =>
          old ? { ...old, progress: { answers: payload.answers, position: payload.position, updatedAt: savedAt } } : old,
        );
        void queryClient.invalidateQueries({ queryKey: ASSESSMENT_KEYS.hub, refetchType: 'none' });
        // The dashboard's greeting counts a begun assessment (the summary's `returning`).
        void queryClient.invalidateQueries({ queryKey: SOULPRINT_KEYS.summary, refetchType: 'none' });
        if (mounted.current && !pending.current) setStatus('saved');
      })
      .catch(() => {
        pending.current ??= payload;
        if (!mounted.current) return;
        setStatus('error');
        clearTimer();
        timer.current = setTimeout(() => void send(), AUTOSAVE_RETRY_MS);
      })
      .finally(() => {
        inFlight.current = null;
      });
    inFlight.current = request;
    await request;
  }, [slug, queryClient]);

  const schedule = useCallback(
    (payload: SaveProgressInput) => {
      pending.current = payload;
      clearTimer();
      timer.current = setTimeout(() => void send(), AUTOSAVE_DELAY_MS);
    },
    [send],
  );

  const flush = useCallback(
    (payload?: SaveProgressInput) => {
      if (payload) pending.current = payload;
      return send();
    },
    [send],
  );

  /** Drops anything not yet sent and waits for a save on its way (before submitting or starting over). */
  const settle = useCallback(async () => {
    clearTimer();
    pending.current = null;
    while (inFlight.current) await inFlight.current;
  }, []);

  // Leaving the page (another route, closing the tab): the last change still reaches the server.
  useEffect(() => {
    mounted.current = true;
    const leave = () => {
      const payload = pending.current;
      if (!payload) return;
      pending.current = null;
      clearTimer();
      void saveProgress(slug, payload, { keepalive: true }).catch(() => {});
    };
    const onHide = () => {
      if (document.visibilityState === 'hidden') leave();
    };
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      mounted.current = false;
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', onHide);
      leave();
    };
  }, [slug]);

  return { status, schedule, flush, settle };
}
