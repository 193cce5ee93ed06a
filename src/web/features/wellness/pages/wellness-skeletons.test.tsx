import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '#web/testing/fetch-stub';
import { renderPage } from '#web/testing/render-page';
import { signedInRoutes } from '#web/testing/sessions';
import JournalPage from './journal-page';
import NervousSystemPage from './nervous-system-page';
import ReflectionPage from './reflection-page';
import WellnessDashboardPage from './wellness-dashboard-page';

// Issue 16: the wellness pages hold their content's place while its answer is on the way, as
// layout-stable skeletons (decision 073), not spinners.
const PAGES = [
  { path: '/wellness-dashboard', Page: WellnessDashboardPage, waitsOn: '/api/wellness/trends', label: 'Loading your trends...' },
  { path: '/reflection', Page: ReflectionPage, waitsOn: '/api/wellness/trends', label: 'Loading your month...' },
  { path: '/wellness-dashboard/journal', Page: JournalPage, waitsOn: '/api/journal', label: 'Loading your journal...' },
  { path: '/nervous-system', Page: NervousSystemPage, waitsOn: '/api/soulprint/summary', label: 'Loading your archetype...' },
];

describe('wellness pages while their answers load', () => {
  it.each(PAGES)('$path shows its content’s shape, busy, until $waitsOn answers', async ({ path, Page, waitsOn, label }) => {
    const answered = stubFetch({ ...signedInRoutes() });
    // The page's own answer never comes; everything else answers at once.
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      new URL(String(input), 'http://localhost').pathname === waitsOn ? new Promise<Response>(() => undefined) : answered(input, init),
    );
    renderPage(<Page />, { path });
    const status = (await screen.findByText(label)).closest('[role="status"]');
    expect(status).toHaveAttribute('aria-busy', 'true');
    // Grey blocks in the content's shape, hidden from screen readers; no spinning icon.
    expect(status?.querySelectorAll('[aria-hidden="true"].animate-pulse, [aria-hidden="true"] .animate-pulse').length).toBeGreaterThan(0);
    expect(status?.querySelector('.animate-spin')).toBeNull();
  });
});
