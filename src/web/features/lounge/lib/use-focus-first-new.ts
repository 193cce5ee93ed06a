import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * "Show" on a new-items bar unmounts the button that held focus. Focus goes at once to the list's
 * heading (`heading`), and then, as the refreshed list arrives, to the first revealed item in the
 * order shown (`order`). Each item takes `itemProps(id)` so that it can take focus.
 */
export function useFocusFirstNew(order: readonly string[], heading: RefObject<HTMLElement | null>) {
  const [wanted, setWanted] = useState<ReadonlySet<string> | null>(null);
  const items = useRef(new Map<string, HTMLElement>());
  useEffect(() => {
    const first = wanted && order.find((id) => wanted.has(id));
    if (!first) return;
    items.current.get(first)?.focus();
    setWanted(null);
  }, [order, wanted]);
  return {
    reveal: (ids: readonly string[]) => {
      heading.current?.focus();
      setWanted(new Set(ids));
    },
    itemProps: (id: string) => ({
      tabIndex: -1,
      ref: (element: HTMLElement | null) => {
        if (element) items.current.set(id, element);
        else items.current.delete(id);
      },
    }),
  };
}
