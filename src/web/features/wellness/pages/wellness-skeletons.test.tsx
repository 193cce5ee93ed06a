import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadPages } from '#web/app/idle-preload';
import { stubFetch } from '#web/testing/fetch-stub';
import { renderApp } from '#web/testing/render-app';
import { signedInRoutes } from '#web/testing/sessions';

// Issue 16: the wellness pages hold their content's place while its answer is on the way, as
// layout-stable skeletons (decision 073), not spinners.
const PAGES = [
  { path: '/wellness-dashboard', waitsOn: '/api/wellness/trends', label: 'Loading your trends...' },
  { path: '/reflection', waitsOn: '/api/wellness/trends', label: 'Loading your month...' },
  { path: '/wellness-dashboard/journal', waitsOn: '/api/journal', label: 'Loading your journal...' },
  { path: '/nervous-system', waitsOn: '/api/soulprint/summary', label: 'Loading your archetype...' },
] as const;

beforeAll(() => preloadPages(PAGES.map((page) => page.path)), 30_000);
vi.setConfig({ testTimeout: 45_000 });
afterEach(() => vi.unstubAllGlobals());

describe('wellness pages while their answers load', () => {
  it.each(PAGES)('$path shows its content’s shape, busy, until $waitsOn answers', async ({ path, waitsOn, label }) => {
    const answered = stubFetch({ ...signedInRoutes() });
    // The page's own answer never comes; everything else answers at once.
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      new URL(String(input), 'http://localhost').pathname === waitsOn ? new Promise<Response>(() => undefined) : answered(input, init),
    );
    renderApp(path);
    const status = (await screen.findByText(label, {}, { timeout: 30_000 })).closest('[role="status"]');
    expect(status).toHaveAttribute('aria-busy', 'true');
    // Grey blocks in the content's shape, hidden from screen readers; no spinning icon.
    expect(status?.querySelectorAll('[aria-hidden="true"].animate-pulse, [aria-hidden="true"] .animate-pulse').length).toBeGreaterThan(0);
    expect(status?.querySelector('.animate-spin')).toBeNull();
  });
});
