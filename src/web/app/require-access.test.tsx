import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccessPolicy } from '../../shared/access/policy';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { stubFetch } from '../testing/fetch-stub';
import { renderApp, TestProviders } from '../testing/render-app';
import { userReply, VISITOR_REPLY } from '../testing/sessions';
import { RequireAccess } from './require-access';

afterEach(() => vi.unstubAllGlobals());

/** A guarded page at /guarded plus the pages a guard may send people to. */
function renderGuard(policy: AccessPolicy, path = '/guarded?tab=2') {
  const router = createMemoryRouter(
    [
      { path: '/guarded', element: <RequireAccess policy={policy}><p>Secret page</p></RequireAccess> },
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

const where = (router: ReturnType<typeof renderGuard>) => `${router.state.location.pathname}${router.state.location.search}`;

describe('RequireAccess', () => {
  it('shows a spinner while the session loads', () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise(() => {})));
    renderGuard('member');
    expect(screen.getByRole('status')).toHaveTextContent('Checking your access...');
    expect(screen.queryByText('Secret page')).not.toBeInTheDocument();
  });

  it('renders a public page at once, without waiting for the session', () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise(() => {})));
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
    { who: 'a member without a staff role', reply: userReply(), policy: 'analyst', target: '/auth' },
    { who: 'an analyst', reply: userReply({ staffRole: 'analyst' }), policy: 'admin', target: '/admin' },
    { who: 'an admin', reply: userReply({ staffRole: 'admin' }), policy: 'super_admin', target: '/admin' },
    { who: 'a free member', reply: userReply(), policy: 'premium', target: '/memberships' },
    { who: 'a member who is not a coach', reply: userReply(), policy: 'coach', target: '/' },
  ])('sends $who away from a $policy page to $target', async ({ reply, policy, target }) => {
    stubFetch({ '/api/session': { body: reply } });
    const router = renderGuard(policy);
    await waitFor(() => expect(router.state.location.pathname).toBe(target));
    expect(screen.queryByText('Secret page')).not.toBeInTheDocument();
  });

  it('lets a super_admin into every staff page', async () => {
    stubFetch({ '/api/session': { body: userReply({ staffRole: 'super_admin' }) } });
    renderGuard('super_admin');
    expect(await screen.findByText('Secret page')).toBeInTheDocument();
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
