import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

/** A lazily loaded page that can also be fetched ahead of time (idle preloading). */
export type LazyPage = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let pending: Promise<{ default: ComponentType }> | undefined;
  const loadOnce = () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined; // a failed chunk may succeed on the next try
      throw error;
    }));
  return Object.assign(lazy(loadOnce), { preload: loadOnce });
}
