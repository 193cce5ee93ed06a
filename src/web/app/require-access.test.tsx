import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccessPolicy, StaffRole } from '#shared/access/policy';
import { ADMIN_CHECK_TIMEOUT_MS } from '#shared/contracts/admin';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { neededRoleOf } from '#web/lib/staff-only';
import { stubFetch } from '../testing/fetch-stub';
import { renderApp, TestProviders } from '../testing/render-app';
import { adminCheckReply, signedInRoutes, userReply, VISITOR_REPLY } from '../testing/sessions';
import { RequireAccess } from './require-access';

/** A guarded page at /guarded plus the pages a guard may send people to. */
function renderGuard(policy: AccessPolicy, path = '/guarded?tab=2') {
  const router = createMemoryRouter(
    [
      {
        path: '/guarded',
        element: (
          <RequireAccess policy={policy}>
            <p>Secret page</p>
          </RequireAccess>
        ),
      },
      { path: '/auth', element: <p>Sign in page</p> },
      { path: '/admin', element: <p>Admin home</p> },
      { path: '/memberships', element: <p>Memberships page</p> },
      { path: '/', element: <p>Home page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

/** A super_admin session whose admin check never answers; only its abort signal ends it. */
function stubAdminCheckThatNeverAnswers() {
  const routes = stubFetch({ '/api/session': { body: userReply({ staffRole: 'super_admin' }) } });
  const answer = routes.getMockImplementation()!;
  routes.mockImplementation((input, init) =>
    String(input).startsWith('/api/admin/check')
      ? new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)))
      : answer(input, init),
  );
  return routes;
}

const where = (router: ReturnType<typeof renderGuard>) => `${router.state.location.pathname}${router.state.location.search}`;

describe('RequireAccess', () => {
  it('shows a spinner while the session loads', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    renderGuard('member');
    expect(screen.getByRole('status')).toHaveTextContent('Checking your access...');
    expect(screen.queryByText('Secret page')).not.toBeInTheDocument();
  });

  it('renders a public page at once, without waiting for the session', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    renderGuard('public');
    expect(screen.getByText('Secret page')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('sends a visitor to /auth with the path and query to come back to', async () => {
    stubFetch({ '/api/session': { body: VISITOR_REPLY } });
    const router = renderGuard('member');
    await screen.findByText('Sign in page');
    expect(where(router)).toBe('/auth?redirect=%2Fguarded%3Ftab%3D2');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('lets a member in to a member page', async () => {
    stubFetch({ '/api/session': { body: userReply() } });
    renderGuard('member');
    expect(await screen.findByText('Secret page')).toBeInTheDocument();
  });

  it.each<{ who: string; reply: ReturnType<typeof userReply>; policy: AccessPolicy; target: string }>([
    { who: 'a free member', reply: userReply(), policy: 'premium', target: '/memberships' },
    { who: 'a member who is not a coach', reply: userReply(), policy: 'coach', target: '/' },
  ])('sends $who away from a $policy page to $target', async ({ reply, policy, target }) => {
    stubFetch({ '/api/session': { body: reply } });
    const router = renderGuard(policy);
    await waitFor(() => expect(router.state.location.pathname).toBe(target));
    expect(screen.queryByText('Secret page')).not.toBeInTheDocument();
  });
});

describe('RequireAccess on staff pages (spec 4 admin guard, spec 6 admin check)', () => {
  afterEach(() => vi.useRealTimers());

  it.each<{ who: string; role: StaffRole | null; policy: StaffRole; target: string }>([
    { who: 'a member without a staff role', role: null, policy: 'analyst', target: '/auth' },
    { who: 'an analyst', role: 'analyst', policy: 'admin', target: '/admin' },
    { who: 'an analyst', role: 'analyst', policy: 'super_admin', target: '/admin' },
    { who: 'an admin', role: 'admin', policy: 'super_admin', target: '/admin' },
  ])('sends $who away from a $policy page to $target', async ({ role, policy, target }) => {
    stubFetch(signedInRoutes(role));
    const router = renderGuard(policy);
    await waitFor(() => expect(where(router)).toBe(target));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByText('Secret page')).not.toBeInTheDocument();
    // The dashboard learns which role the page needed, to say so (review 3: a silent redirect).
    expect(neededRoleOf(router.state.location.state)).toBe(role ? policy : null);
  });

  it.each<{ role: StaffRole; policy: StaffRole }>([
    { role: 'analyst', policy: 'analyst' },
    { role: 'admin', policy: 'analyst' },
    { role: 'admin', policy: 'admin' },
    { role: 'super_admin', policy: 'admin' },
    { role: 'super_admin', policy: 'super_admin' },
  ])('lets $role into a $policy page', async ({ role, policy }) => {
    stubFetch(signedInRoutes(role));
    renderGuard(policy);
    expect(await screen.findByText('Secret page')).toBeInTheDocument();
  });

  it('shows a spinner while the admin check runs', async () => {
    const routes = stubAdminCheckThatNeverAnswers();
    renderGuard('analyst');
    await waitFor(() => expect(routes).toHaveBeenCalledWith('/api/admin/check', expect.anything()));
    expect(screen.getByRole('status')).toHaveTextContent('Checking your access...');
    expect(screen.queryByText('Secret page')).not.toBeInTheDocument();
  });

  it('trusts the admin check over the session: no role from the check means /auth', async () => {
    stubFetch({ '/api/session': { body: userReply({ staffRole: 'super_admin' }) }, '/api/admin/check': { body: adminCheckReply(null) } });
    const router = renderGuard('analyst');
    await waitFor(() => expect(where(router)).toBe('/auth'));
  });

  it('treats a failed admin check as not admin, without a message', async () => {
    stubFetch({
      '/api/session': { body: userReply({ staffRole: 'admin' }) },
      '/api/admin/check': { status: 500, body: { title: 'Internal Server Error' } },
    });
    const router = renderGuard('analyst');
    await waitFor(() => expect(where(router)).toBe('/auth'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('gives up on the admin check after 5 seconds and treats it as not admin', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const routes = stubAdminCheckThatNeverAnswers();
    const router = renderGuard('analyst');
    await waitFor(() => expect(routes).toHaveBeenCalledWith('/api/admin/check', expect.anything()));
    await act(() => vi.advanceTimersByTimeAsync(ADMIN_CHECK_TIMEOUT_MS - 100));
    expect(screen.getByRole('status')).toHaveTextContent('Checking your access...');
    expect(where(router)).toBe('/guarded?tab=2');
    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitFor(() => expect(where(router)).toBe('/auth'));
    expect(screen.queryByText('Secret page')).not.toBeInTheDocument();
  });
});

describe('guards in the real route table', () => {
  it.each([
    ['/dashboard', '/auth?redirect=%2Fdashboard'],
    ['/reset-paths/calm/modules/one?step=2', '/auth?redirect=%2Freset-paths%2Fcalm%2Fmodules%2Fone%3Fstep%3D2'],
    ['/admin/sales', '/auth?redirect=%2Fadmin%2Fsales'],
  ])('a visitor opening %s lands on %s', async (path, target) => {
    stubFetch({ '/api/session': { body: VISITOR_REPLY } });
    const { router } = renderApp(path);
    await waitFor(() => expect(where(router)).toBe(target));
  });
});
