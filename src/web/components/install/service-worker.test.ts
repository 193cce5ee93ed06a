import { describe, expect, it } from 'vitest';
import { OFFLINE_PAGES, WORKER_CACHES } from '#shared/install/offline-pages';
import { keepOfflinePages } from './service-worker';

/** A stand-in for the browser's CacheStorage: one cache by name, `failing` paths refuse to load. */
function fakeCaches(kept: string[], failing: string[] = []) {
  const opened: string[] = [];
  const added: string[] = [];
  const cache = {
    match: async (path: string) => (kept.includes(path) ? new Response('kept') : undefined),
    add: async (path: string) => {
      if (failing.includes(path)) throw new TypeError('Failed to fetch');
      added.push(path);
    },
  };
  const caches = { open: async (name: string) => (opened.push(name), cache) } as unknown as CacheStorage;
  return { caches, opened, added };
}

describe('keepOfflinePages', () => {
  it.each([
    { kept: [], failing: [], added: [...OFFLINE_PAGES] },
    { kept: ['/reset-room'], failing: [], added: ['/safety-plan', '/help'] },
    { kept: [], failing: ['/safety-plan'], added: ['/reset-room', '/help'] },
    { kept: [...OFFLINE_PAGES], failing: [], added: [] },
  ])('keeps the offline page’s pages that are not kept yet (kept: $kept, failing: $failing)', async ({ kept, failing, added }) => {
    const fake = fakeCaches(kept, failing);
    await keepOfflinePages({ caches: fake.caches });
    expect(fake.opened).toEqual([WORKER_CACHES.pages]);
    expect(fake.added).toEqual(added);
  });

  it('offers what offline.html lists', async () => {
    const { readFileSync } = await import('node:fs');
    const html = readFileSync('src/web/public/offline.html', 'utf8');
    const offered = [...html.matchAll(/<li><a href="(\/[\w-]*)"/g)].map((match) => match[1]).filter((path) => path !== '/');
    expect(offered).toEqual([...OFFLINE_PAGES]);
  });
});
