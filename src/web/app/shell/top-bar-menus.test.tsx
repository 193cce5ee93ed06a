import '#web/testing/radix-polyfills';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { TestProviders } from '#web/testing/test-providers';
import { userReply } from '#web/testing/sessions';
import type { SessionUser } from '#web/features/auth/api/get-session';
import type { NavMenu } from './nav-config';
import { RouteAnnouncer } from './route-announcer';
import { NavDropdown, ThemeMenu } from './top-bar-menus';

const MENU: NavMenu = {
  label: 'Explore',
  items: [
    { label: 'Burnout Glossary', to: '/glossary', description: 'Plain words' },
    { label: 'Journal', to: '/wellness-dashboard/journal', description: 'Needs sign-in' },
    { label: 'Breathing Studio', to: '/breathing-studio', soon: true },
    { label: 'Coach tools', to: '/coaches-corner', audience: 'coaches' },
  ],
};

function renderMenu(user: SessionUser | null = null) {
  render(
    <TestProviders>
      <MemoryRouter>
        <RouteAnnouncer />
        <NavDropdown menu={MENU} user={user} />
        <main id="main-content" tabIndex={-1}>
          <p>Outside the menu</p>
        </main>
      </MemoryRouter>
    </TestProviders>,
  );
  return screen.getByRole('button', { name: 'Explore' });
}

describe('NavDropdown', () => {
  it('leaves focus on the new page when an item is followed, and on its button after Escape (decision 181)', async () => {
    const trigger = renderMenu();
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('opens from the keyboard and lists what the viewer may see', async () => {
    const trigger = renderMenu();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual(['Burnout GlossaryPlain words', 'JournalNeeds sign-in', 'Breathing StudioSoon']);
  });

  it('shows a coming-soon item inert: aria-disabled, no link, with a Soon badge', async () => {
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Explore' }));
    const soon = screen.getByRole('menuitem', { name: /Breathing Studio/ });
    expect(soon).toHaveAttribute('aria-disabled', 'true');
    expect(soon.tagName).not.toBe('A');
    expect(soon.querySelector('a')).toBeNull();
    expect(soon).toHaveTextContent('Soon');
  });

  it('sends a visitor to /auth for an item that needs sign-in, and keeps public items direct', async () => {
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Explore' }));
    expect(screen.getByRole('menuitem', { name: /Journal/ })).toHaveAttribute('href', '/auth?redirect=%2Fwellness-dashboard%2Fjournal');
    expect(screen.getByRole('menuitem', { name: /Burnout Glossary/ })).toHaveAttribute('href', '/glossary');
  });

  it('links a signed-in coach straight to the page and shows coach items', async () => {
    renderMenu(userReply({ isCoach: true }).user);
    await userEvent.click(screen.getByRole('button', { name: 'Explore' }));
    expect(screen.getByRole('menuitem', { name: /Journal/ })).toHaveAttribute('href', '/wellness-dashboard/journal');
    expect(screen.getByRole('menuitem', { name: /Coach tools/ })).toHaveAttribute('href', '/coaches-corner');
  });

  it('closes on Escape and gives focus back to its button', async () => {
    const trigger = renderMenu();
    await userEvent.click(trigger);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });
});

describe('ThemeMenu', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.classList.remove('dark');
  });

  it('switches to dark, stores the choice and marks it chosen', async () => {
    render(
      <TestProviders>
        <ThemeMenu />
      </TestProviders>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Theme: Match my device. Change theme' }));
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Dark' }));
    expect(localStorage.getItem('recalibrate-theme')).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
    await userEvent.click(screen.getByRole('button', { name: 'Theme: Dark. Change theme' }));
    expect(screen.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
  });
});
