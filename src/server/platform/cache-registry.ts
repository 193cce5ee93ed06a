/**
 * The server's in-process caches, by name, for /admin/cache-debug (issue 23): each reports its
 * size, the age of its oldest entry and its hit rate, and can be emptied. A cache made again under
 * the same name (a new app in tests) replaces the earlier one.
 */
export interface CacheStats {
  name: string;
  size: number;
  oldestAgeSeconds: number | null;
  hits: number;
  misses: number;
  /** How long an entry is kept; null when entries are kept until they change. */
  ttlSeconds: number | null;
}

export interface RegisteredCache {
  stats(): CacheStats;
  clear(): void;
}

const caches = new Map<string, RegisteredCache>();

export function registerCache(name: string, cache: RegisteredCache): void {
  caches.set(name, cache);
}

export function registeredCaches(): RegisteredCache[] {
  return [...caches.values()];
}

/** Seconds since the oldest of these times (ms), or null for none. */
export function oldestAge(times: Iterable<number>, now: number): number | null {
  let oldest = Infinity;
  for (const at of times) oldest = Math.min(oldest, at);
  return oldest === Infinity ? null : Math.round((now - oldest) / 1000);
}
