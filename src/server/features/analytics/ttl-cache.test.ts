import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache';

describe('createTtlCache stats', () => {
  it.each([
    { after: 0, size: 2, oldest: 0 },
    { after: 59_000, size: 2, oldest: 59 },
    { after: 60_000, size: 0, oldest: null },
    { after: 934_000, size: 0, oldest: null },
  ])('counts only entries still served, $after ms after they were loaded', async ({ after, size, oldest }) => {
    let clock = 1_000_000;
    const cache = createTtlCache<string>(`stats-test-${after}`, 60, 500, () => clock);
    await cache.get('a', async () => 'A');
    await cache.get('b', async () => 'B');
    clock += after;
    expect(cache.stats()).toMatchObject({ size, oldestAgeSeconds: oldest, ttlSeconds: 60, misses: 2 });
  });
});
