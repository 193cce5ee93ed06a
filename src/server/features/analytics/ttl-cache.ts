import { type CacheStats, oldestAge, registerCache } from '#server/platform/cache-registry';

/**
 * A small in-process cache with a time to live, which counts its hits and misses so the cache
 * debug page can show size, age and hit rate (issue 23). Each instance registers itself by name.
 */

export interface TtlCache<T> {
  get(key: string, load: () => Promise<T>): Promise<T>;
  delete(key: string): void;
  clear(): void;
  stats(): CacheStats;
}

export function createTtlCache<T>(name: string, ttlSeconds: number, maxEntries = 500, now: () => number = Date.now): TtlCache<T> {
  const entries = new Map<string, { value: T; at: number }>();
  let hits = 0;
  let misses = 0;
  const cache: TtlCache<T> = {
    async get(key, load) {
      const entry = entries.get(key);
      if (entry && now() - entry.at < ttlSeconds * 1000) {
        hits += 1;
        return entry.value;
      }
      misses += 1;
      const value = await load();
      entries.delete(key);
      entries.set(key, { value, at: now() });
      // The oldest entry goes first when full (a Map keeps insertion order).
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return value;
    },
    delete: (key) => void entries.delete(key),
    clear() {
      entries.clear();
      hits = 0;
      misses = 0;
    },
    stats() {
      // Only what would still be served: an entry past its time is dropped, not counted.
      for (const [key, entry] of entries) if (now() - entry.at >= ttlSeconds * 1000) entries.delete(key);
      return {
        name,
        size: entries.size,
        oldestAgeSeconds: oldestAge(
          [...entries.values()].map((entry) => entry.at),
          now(),
        ),
        hits,
        misses,
        ttlSeconds,
      };
    },
  };
  registerCache(name, cache);
  return cache;
}
