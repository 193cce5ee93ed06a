import type { AppDb } from '../db/client';
import { listContent } from './loader';

type ContentRow = Awaited<ReturnType<typeof listContent>>[number];

/** A kind's published items, as the features read them. */
export interface ContentCatalog<T extends { slug: string }> {
  list(): Promise<T[]>;
  get(slug: string): Promise<T | null>;
}

/** Reads a kind from the content table, turned into items by `toItems` and kept for a short while in memory. */
export function createContentCatalog<T extends { slug: string }>(
  db: AppDb,
  kind: string,
  toItems: (rows: ContentRow[]) => T[],
  ttlMs = 30_000,
): ContentCatalog<T> {
  let cache: { at: number; items: Promise<T[]> } | null = null;
  const list = () => {
    if (!cache || Date.now() - cache.at > ttlMs) {
      const items = listContent(db, kind).then(toItems);
      items.catch(() => (cache = null));
      cache = { at: Date.now(), items };
    }
    return cache.items;
  };
  return { list, get: async (slug) => (await list()).find((item) => item.slug === slug) ?? null };
}
