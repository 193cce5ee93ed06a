import '#web/testing/radix-polyfills';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MobileMenu } from './mobile-menu';
import { RouteAnnouncer } from './route-announcer';

/** The hamburger, once it has opened the drawer. */
async function openMenu() {
  render(
    <MemoryRouter>
      <RouteAnnouncer />
      <MobileMenu user={null} />
      <main id="main-content" tabIndex={-1} />
    </MemoryRouter>,
  );
  const button = screen.getByRole('button', { name: 'Open menu' });
  await userEvent.click(button);
  return button;
}

describe('MobileMenu', () => {
  it('opens the drawer titled Navigate Your Journey, and closes it again', async () => {
    const button = await openMenu();
    const drawer = await screen.findByRole('dialog', { name: 'Navigate Your Journey' });
    expect(drawer).toHaveTextContent('Everything in Recalibrate, one tap away.');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    // A dialog: focus moves into it, and back to the hamburger once it closes.
    const close = screen.getByRole('button', { name: 'Close menu' });
    await waitFor(() => expect(close).toHaveFocus());
    await userEvent.click(close);
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('leaves focus on the new page when a tile is followed (decision 181)', async () => {
    await openMenu();
    const drawer = await screen.findByRole('dialog', { name: 'Navigate Your Journey' });
    await userEvent.click(within(drawer).getByRole('link', { name: 'Glossary' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
