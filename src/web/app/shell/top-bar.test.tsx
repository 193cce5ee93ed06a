import '#web/testing/radix-polyfills';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '#web/testing/test-providers';
import { userReply } from '#web/testing/sessions';
import { TopBar } from './top-bar';

function renderTopBar(path = '/', user: Parameters<typeof TopBar>[0]['user'] = null) {
  render(
    <TestProviders>
      <MemoryRouter initialEntries={[path]}>
        <TopBar user={user} />
      </MemoryRouter>
    </TestProviders>,
  );
}

describe('TopBar', () => {
  it('has the logo home, the three menus and Memberships', () => {
    renderTopBar();
    expect(screen.getByRole('link', { name: 'Recalibrate, home' })).toHaveAttribute('href', '/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const name of ['Start Here', 'Learn', 'Connect']) {
      expect(nav.querySelector(`button[aria-haspopup="menu"]`)).not.toBeNull();
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'false');
    }
    expect(screen.getByRole('link', { name: 'Memberships' })).toHaveAttribute('href', '/memberships');
  });

  it('opens a menu asked for before its code has loaded, once it arrives', async () => {
    renderTopBar();
    await userEvent.click(screen.getByRole('button', { name: 'Start Here' }));
    const audit = await screen.findByRole('menuitem', { name: /Operating System Audit/ });
    expect(audit).toHaveTextContent('Your 10-minute nervous system assessment');
    expect(audit).toHaveAttribute('href', '/auth?redirect=%2Fassessment%2Foperating-system-audit');
    expect(screen.getByRole('menuitem', { name: /Edits/ })).toHaveAttribute('href', '/auth?redirect=%2Freset-paths');
  });

  it('shows the Login button to a visitor, linking to /auth', () => {
    renderTopBar('/glossary');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth');
  });

  it.each(['/auth', '/auth/verify'])('hides the Login button on %s', (path) => {
    renderTopBar(path);
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('hides the Login button from someone signed in', () => {
    renderTopBar('/', userReply().user);
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('has a menu button for small screens that says whether the drawer is open', () => {
    renderTopBar();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
