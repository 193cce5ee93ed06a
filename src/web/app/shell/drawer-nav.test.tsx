import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '#web/features/auth/api/get-session';
import { userReply } from '#web/testing/sessions';
import { DrawerNav } from './drawer-nav';

function renderDrawerNav(user: SessionUser | null, onNavigate = vi.fn()) {
  render(
    <MemoryRouter>
      <DrawerNav user={user} onNavigate={onNavigate} />
    </MemoryRouter>,
  );
  return onNavigate;
}

/** Every tile, link or coming-soon (a Soon tile reads its name and then "Soon"). */
const tileNames = () =>
  within(screen.getAllByRole('list')[0])
    .getAllByRole('listitem')
    .map((li) => li.textContent!.replace(/Soon$/, ''));
const soonTile = (name: string) => within(screen.getAllByRole('list')[0]).getByText(name).closest('[aria-disabled="true"]');

describe('DrawerNav', () => {
  it('hides the members-only and coach-only tiles from a visitor', () => {
    renderDrawerNav(null);
    expect(tileNames()).toEqual([
      'SoulPrint',
      'Reset Room',
      'The Lounge',
      'Anti-Hustle Library',
      'The Refill Shop',
      'Glossary',
      'Memberships',
    ]);
  });

  it('shows FlowPath and RoleSync to a member, and Coach’s Corner only to a coach', () => {
    renderDrawerNav(userReply().user);
    expect(tileNames()).toContain('FlowPath');
    expect(tileNames()).toContain('RoleSync');
    expect(tileNames()).not.toContain("Coach's Corner");
  });

  it('shows Coach’s Corner to an allow-listed coach', () => {
    renderDrawerNav(userReply({ isCoach: true }).user);
    expect(tileNames()).toContain("Coach's Corner");
  });

  it('shows every tile as a link once its page is built (none is a placeholder now)', () => {
    renderDrawerNav(userReply().user);
    expect(soonTile('Glossary')).toBeNull();
    // Built in issues 21 and 22: links now, RoleSync by its own address (which redirects to FlowPath).
    for (const [name, href] of [
      ['The Lounge', '/lounge'],
      ['FlowPath', '/flowpath'],
      ['RoleSync', '/rolesync'],
    ]) {
      expect(soonTile(name!), name).toBeNull();
      expect(within(screen.getAllByRole('list')[0]).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    // Built in issue 18: a link now.
    expect(soonTile('The Refill Shop')).toBeNull();
    expect(within(screen.getAllByRole('list')[0]).getByRole('link', { name: 'The Refill Shop' })).toHaveAttribute('href', '/refill-shop');
  });

  it('sends a visitor to sign in for tiles that need it', () => {
    renderDrawerNav(null);
    expect(screen.getByRole('link', { name: 'SoulPrint' })).toHaveAttribute('href', '/auth?redirect=%2Fsoulprint-compass');
    expect(screen.getByRole('link', { name: 'Glossary' })).toHaveAttribute('href', '/glossary');
  });

  it('expands the About and Legal groups', async () => {
    renderDrawerNav(null);
    const about = screen.getByText('About').closest('details')!;
    const legal = screen.getByText('Legal').closest('details')!;
    expect(about.open).toBe(false);
    await userEvent.click(screen.getByText('About'));
    await userEvent.click(screen.getByText('Legal'));
    expect(about.open).toBe(true);
    expect(legal.open).toBe(true);
    expect(within(legal).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  });

  it('lists the social links, each opening in a new tab', () => {
    renderDrawerNav(null);
    const social = within(screen.getByRole('list', { name: 'Recalibrate on social media' })).getAllByRole('link');
    expect(social.length).toBeGreaterThanOrEqual(3);
    for (const link of social) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    }
  });

  it('closes the drawer when a link is followed', async () => {
    const onNavigate = renderDrawerNav(null);
    await userEvent.click(screen.getByRole('link', { name: 'Glossary' }));
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });
});
