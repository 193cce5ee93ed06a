import '#web/testing/dialog-polyfill';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LAUNCH_ACCESS_GRANTED_KEY, LAUNCH_ACCESS_KEY } from '#shared/contracts/launch-gate';
import { preloadPages } from '#web/app/idle-preload';
import { sentBodies, stubFetch } from '#web/testing/fetch-stub';
import { renderApp } from '#web/testing/render-app';
import { signedInRoutes } from '#web/testing/sessions';
import { ADMIN_NAV } from './admin-nav';
import { textsByRole } from '#web/testing/texts';

// The whole app, not renderPage: these tests are about the app's wiring of staff pages (the staff
// area's guard and layout around the route table's pages, placeholders among them, and its menus).
// The first render pays for transforming the lazy layout and page chunks: load them first.
beforeAll(
  () =>
    Promise.all([
      preloadPages(['/admin/security', '/admin/analytics', '/admin/refunds', '/admin/moderation']),
      import('./admin-layout'),
      import('./staff-guard'),
    ]),
  30_000,
);
configure({ asyncUtilTimeout: 5000 });
// Whole-app renders with typing are slow on a busy machine; give each test room.
vi.setConfig({ testTimeout: 15_000 });
afterEach(() => {
  localStorage.clear();
});

const sidebarLinks = () => within(screen.getByRole('navigation', { name: 'Admin' })).getAllByRole('link');

describe('admin layout (spec 2.7)', () => {
  it('wraps a staff page with the role badge and every sidebar entry for a super_admin, in order', async () => {
    stubFetch(signedInRoutes('super_admin'));
    renderApp('/admin/security');
    expect(await screen.findByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
    expect(screen.getByText('SUPER ADMIN')).toHaveClass('bg-destructive');
    expect(sidebarLinks().map((link) => link.textContent)).toEqual(ADMIN_NAV.map((item) => item.label));
    expect(sidebarLinks().map((link) => link.getAttribute('href'))).toEqual(ADMIN_NAV.map((item) => item.to));
    // The later issue's placeholder page stays inside the layout, and its link is marked current.
    expect(await screen.findByRole('heading', { name: 'Security' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Security' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows an analyst only the entries an analyst may open', async () => {
    stubFetch(signedInRoutes('analyst'));
    renderApp('/admin/analytics');
    expect(await screen.findByText('ANALYST')).toHaveClass('bg-muted');
    expect(sidebarLinks().map((link) => link.textContent)).toEqual(['Dashboard', 'Analytics', 'Traffic']);
  });

  it('opens the slide-out menu on narrow screens and closes it when a link is followed', async () => {
    stubFetch(signedInRoutes('admin'));
    const { router } = renderApp('/admin/refunds');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Admin menu' }));
    const dialog = screen.getByRole('dialog', { name: 'Admin menu' });
    const menu = within(dialog).getByRole('navigation', { name: 'Admin menu' });
    expect(textsByRole(menu, 'link')).toContain('Moderation');
    expect(within(menu).queryByRole('link', { name: 'Settings' })).not.toBeInTheDocument();
    await user.click(within(menu).getByRole('link', { name: 'Moderation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/moderation'));
    expect(screen.queryByRole('dialog', { name: 'Admin menu' })).not.toBeInTheDocument();
  });

  it('signs out: ends the session, forgets launch access and replaces history with /auth', async () => {
    localStorage.setItem(LAUNCH_ACCESS_KEY, 'true');
    localStorage.setItem(LAUNCH_ACCESS_GRANTED_KEY, JSON.stringify({ granted: true }));
    localStorage.setItem('recalibrate-theme', 'dark');
    const routes = stubFetch({ ...signedInRoutes('admin'), 'POST /api/auth/sign-out': { body: { success: true } } });
    const { router } = renderApp('/admin/refunds');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.historyAction).toBe('REPLACE');
    // Plain /auth: the page left behind does not send the next person to it (review 3).
    await screen.findByRole('heading', { level: 1, name: 'Sign In' });
    expect(router.state.location.search).toBe('');
    expect(sentBodies(routes, 'POST', '/api/auth/sign-out')).toHaveLength(1);
    expect(localStorage.getItem(LAUNCH_ACCESS_KEY)).toBeNull();
    expect(localStorage.getItem(LAUNCH_ACCESS_GRANTED_KEY)).toBeNull();
    expect(localStorage.getItem('recalibrate-theme')).toBe('dark');
  });

  it('stays, and says so, when signing out fails', async () => {
    localStorage.setItem(LAUNCH_ACCESS_KEY, 'true');
    // /admin/refunds is a real page now: its list answers, so the only alert is the sign-out's.
    stubFetch({
      ...signedInRoutes('admin'),
      '/api/admin/refund-requests': { body: { requests: [], nextCursor: null } },
      'POST /api/auth/sign-out': { status: 500, body: { title: 'Internal Server Error' } },
    });
    const { router } = renderApp('/admin/refunds');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not sign you out');
    expect(router.state.location.pathname).toBe('/admin/refunds');
    expect(localStorage.getItem(LAUNCH_ACCESS_KEY)).toBe('true');
  });
});
