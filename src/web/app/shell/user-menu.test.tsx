import '#web/testing/radix-polyfills';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '#web/features/auth/api/get-session';
import { sentBodies, stubFetch } from '#web/testing/fetch-stub';
import { TestProviders } from '#web/testing/test-providers';
import { userReply } from '#web/testing/sessions';
import { TopBar } from './top-bar';

function renderTopBar(user: SessionUser, path = '/glossary') {
  const router = createMemoryRouter([{ path: '*', element: <TopBar user={user} /> }], { initialEntries: [path] });
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

async function openMenu(name: string) {
  await userEvent.click(screen.getByRole('button', { name }));
  return screen.findByRole('menu');
}

const itemNames = () => screen.getAllByRole('menuitem').map((item) => item.textContent);

/** The menu every member sees: her own pages, then (after any coach or staff items) the account and the daily tools. */
const MEMBER_ITEMS = ['Main Dashboard', 'SoulPrint Compass', 'Personal Guidance', 'Sofia', 'My Purchases'];
const ACCOUNT_ITEMS = ['My Safety Plan', 'Account Settings'];
const DAILY_TOOLS = ['Daily Check-in', 'Journal', 'Wellness Calendar', 'Monthly Reflection', 'Wellness Dashboard'];

describe('signed-in user menu (spec 2.8)', () => {
  it('greets with "Hi," and the first name, and hides the Login button', () => {
    renderTopBar(userReply().user);
    expect(screen.getByRole('button', { name: 'Hi, Sam' })).toHaveAttribute('aria-haspopup', 'menu');
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('prefers the preferred name', () => {
    renderTopBar(userReply({ preferredName: 'Sunny' }).user);
    expect(screen.getByRole('button', { name: 'Hi, Sunny' })).toBeInTheDocument();
  });

  it('opens (once its code is in) with the email and the member entries', async () => {
    renderTopBar(userReply().user);
    const menu = await openMenu('Hi, Sam');
    expect(menu).toHaveTextContent('sam@example.com');
    expect(itemNames()).toEqual([...MEMBER_ITEMS, ...ACCOUNT_ITEMS, ...DAILY_TOOLS, 'Sign out']);
    // Issue 16: the daily tools have a labelled group of their own.
    expect(screen.getByRole('group', { name: 'Daily tools' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Daily Check-in' })).toHaveAttribute('href', '/wellness/checkin');
    expect(screen.getByRole('menuitem', { name: 'Journal' })).toHaveAttribute('href', '/wellness-dashboard/journal');
    expect(screen.getByRole('menuitem', { name: 'My Safety Plan' })).toHaveAttribute('href', '/safety-plan');
    expect(screen.getByRole('menuitem', { name: 'Personal Guidance' })).toHaveAttribute('href', '/ai-coach');
    // Review 6: Sofia is reachable from the keyboard even once her floating button is hidden.
    expect(screen.getByRole('menuitem', { name: 'Sofia' })).toHaveAttribute('href', '/sofia');
    expect(screen.getByRole('menuitem', { name: 'Main Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('adds Coach’s Corner for an allow-listed coach and Admin Dashboard for staff', async () => {
    renderTopBar(userReply({ isCoach: true, staffRole: 'analyst' }).user);
    await openMenu('Hi, Sam');
    expect(itemNames()).toEqual([...MEMBER_ITEMS, "Coach's Corner", 'Admin Dashboard', ...ACCOUNT_ITEMS, ...DAILY_TOOLS, 'Sign out']);
    expect(screen.getByRole('menuitem', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin');
  });

  it('signs out: ends the session and goes home', async () => {
    const fetchMock = stubFetch({ 'POST /api/auth/sign-out': { body: { success: true } } });
    const router = renderTopBar(userReply().user);
    await openMenu('Hi, Sam');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sentBodies(fetchMock, 'POST', '/api/auth/sign-out')).toEqual([{}]);
  });
});
