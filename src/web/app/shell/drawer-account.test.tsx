import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '#web/features/auth/api/get-session';
import { sentBodies, stubFetch } from '#web/testing/fetch-stub';
import { TestProviders } from '#web/testing/test-providers';
import { userReply } from '#web/testing/sessions';
import { DrawerNav } from './drawer-nav';

function renderDrawer(user: SessionUser, onNavigate = vi.fn()) {
  const router = createMemoryRouter([{ path: '*', element: <DrawerNav user={user} onNavigate={onNavigate} /> }], {
    initialEntries: ['/glossary'],
  });
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { router, onNavigate };
}

const linksIn = (name: string) =>
  within(screen.getByRole('region', { name }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('mobile drawer for someone signed in (spec 2.8)', () => {
  it('welcomes a member back by name with Your Tools', async () => {
    renderDrawer(userReply().user);
    expect(await screen.findByText(/Welcome back,/)).toHaveTextContent('Welcome back, Sam');
    expect(linksIn('Your Tools')).toEqual([
      ['SoulPrint Compass', '/soulprint-compass'],
      ['Main Dashboard', '/dashboard'],
      ['Daily Check-in', '/wellness/checkin'],
      ['Journal', '/wellness-dashboard/journal'],
      ['Wellness Calendar', '/wellness-calendar'],
      ['Monthly Reflection', '/reflection'],
      ['Wellness Dashboard', '/wellness-dashboard'],
      ['Personal Guidance', '/ai-coach'],
      ['My Purchases', '/my-purchases'],
    ]);
    expect(screen.queryByRole('region', { name: 'Admin Controls' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('gives an analyst the Admin Controls their rank opens', async () => {
    renderDrawer(userReply({ staffRole: 'analyst' }).user);
    await screen.findByRole('region', { name: 'Admin Controls' });
    expect(linksIn('Admin Controls')).toEqual([['Admin Dashboard', '/admin']]);
    expect(screen.queryByRole('region', { name: 'Your Tools' })).not.toBeInTheDocument();
  });

  it('gives a super_admin every admin control', async () => {
    renderDrawer(userReply({ staffRole: 'super_admin' }).user);
    await screen.findByRole('region', { name: 'Admin Controls' });
    expect(linksIn('Admin Controls').map(([label]) => label)).toEqual([
      'Admin Dashboard',
      'Users',
      'Admin Users',
      'Email Management',
      'Settings',
      'Access Codes',
    ]);
  });

  it('ends with Account Settings and Logout, which signs out and closes the drawer', async () => {
    const fetchMock = stubFetch({ 'POST /api/auth/sign-out': { body: { success: true } } });
    const { router, onNavigate } = renderDrawer(userReply().user);
    expect(await screen.findByRole('link', { name: 'Account Settings' })).toHaveAttribute('href', '/account-settings');
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(onNavigate).toHaveBeenCalled();
    expect(sentBodies(fetchMock, 'POST', '/api/auth/sign-out')).toEqual([{}]);
  });
});
