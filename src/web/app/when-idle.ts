// When the browser has a moment: the one way the app puts off work that can wait (spec 2.8 idle
// preloading, idle modules, the toaster).

export const IDLE_TIMEOUT_MS = 2000;
export const NO_IDLE_DELAY_MS = 1000;

export type IdleWindow = Pick<Window, 'setTimeout' | 'clearTimeout'> &
  Partial<Pick<Window, 'requestIdleCallback' | 'cancelIdleCallback' | 'addEventListener' | 'removeEventListener'>>;

/** What counts as someone starting to use the page (a screen reader may send a click alone; scrolling is reading, so it does not). */
export const FIRST_INTERACTIONS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'click'] as const;

/** Runs `callback` when the browser is idle (at most 2 s later), or after 1 s without idle callbacks. */
export function scheduleWhenIdle(callback: () => void, win: IdleWindow = window): () => void {
  if (win.requestIdleCallback && win.cancelIdleCallback) {
    const id = win.requestIdleCallback(() => callback(), { timeout: IDLE_TIMEOUT_MS });
    return () => win.cancelIdleCallback?.(id);
  }
  const timer = win.setTimeout(callback, NO_IDLE_DELAY_MS);
  return () => win.clearTimeout(timer);
}

/**
 * Runs `callback` in the first idle moment after the person first moves the pointer, touches,
 * presses a key or moves focus on the page: code that only serves those actions (the menus, the
 * toaster) is not read and run for someone who only reads (docs/decisions/042-lighter-start-up.md).
 */
export function scheduleAfterFirstInteraction(callback: () => void, win: IdleWindow = window): () => void {
  let cancelIdle: (() => void) | undefined;
  const stopListening = () => {
    for (const type of FIRST_INTERACTIONS) win.removeEventListener?.(type, start, { capture: true });
  };
  function start() {
    stopListening();
    cancelIdle = scheduleWhenIdle(callback, win);
  }
  for (const type of FIRST_INTERACTIONS) win.addEventListener?.(type, start, { capture: true, passive: true });
  return () => {
    stopListening();
    cancelIdle?.();
  };
}
