import { useEffect, useRef } from 'react';

/**
 * A ref to give focus when `shown` turns true after the first render: the view it marks has just
 * taken the place of the one that held focus, which would otherwise leave focus on the page itself.
 * On the first render nothing moves, so arriving on a page keeps the page's own focus order.
 */
export function useFocusWhen<T extends HTMLElement>(shown: boolean) {
  const ref = useRef<T>(null);
  const wasShown = useRef(shown);
  useEffect(() => {
    if (shown && !wasShown.current) ref.current?.focus();
    wasShown.current = shown;
  }, [shown]);
  return ref;
}
