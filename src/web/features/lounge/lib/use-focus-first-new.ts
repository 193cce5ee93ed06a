import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * "Show" on a new-items bar unmounts the button that held focus: once the list is refreshed, focus
 * goes to the first revealed item in the order shown (`order`), or to `fallback` (the list's
 * heading) when none of them came back. Each item takes `itemProps(id)` to be focusable by script.
 */
export function useFocusFirstNew(order: readonly string[], settled: boolean, fallback: RefObject<HTMLElement | null>) {
  const [wanted, setWanted] = useState<ReadonlySet<string> | null>(null);
  const items = useRef(new Map<string, HTMLElement>());
  useEffect(() => {
    if (!wanted) return;
    const first = order.find((id) => wanted.has(id));
    if (!first && !settled) return;
    (first ? items.current.get(first) : fallback.current)?.focus();
    setWanted(null);
  }, [order, settled, wanted, fallback]);
  return {
    reveal: (ids: readonly string[]) => setWanted(new Set(ids)),
    itemProps: (id: string) => ({
      tabIndex: -1,
      ref: (element: HTMLElement | null) => {
        if (element) items.current.set(id, element);
        else items.current.delete(id);
      },
    }),
  };
}
