import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '#web/testing/fetch-stub';
import { signedInRoutes, VISITOR_REPLY } from '#web/testing/sessions';
import { TestProviders } from '#web/testing/test-providers';
import { HIDDEN_STATUS } from './floating-sofia-button';
import NeedHelpNow from './need-help-now';

// The shell's quiet extras (need-help-now.tsx) decide who gets spec 2.8's floating Sofia button.
function renderAt(path: string) {
  const page = (
    <>
      <NeedHelpNow />
      <main id="main-content" tabIndex={-1}>
        The page
      </main>
    </>
  );
  const router = createMemoryRouter([{ path: '*', element: page }], { initialEntries: [path] });
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

const sofiaLink = () => screen.queryByRole('link', { name: 'Sofia' });

describe('the floating Sofia button (spec 2.8)', () => {
  it('opens /sofia for a member with Sofia access, on desktop only, and goes when dismissed', async () => {
    stubFetch(signedInRoutes(null, { tier: 'premium' }));
    renderAt('/glossary');
    const link = await screen.findByRole('link', { name: 'Sofia' });
    expect(link).toHaveAttribute('href', '/sofia');
    // Not on mobile: hidden below the md breakpoint (the tab bar has Sofia there).
    expect(link.parentElement).toHaveClass('hidden', 'md:flex', 'fixed', 'right-6');
    // In a landmark of its own (axe "region": nothing outside one).
    expect(screen.getByRole('complementary', { name: 'Sofia' })).toContainElement(link);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.click(screen.getByRole('button', { name: 'Hide the Sofia button' }));
    expect(sofiaLink()).not.toBeInTheDocument();
    // The button pressed is gone: focus goes to the page's main content, and a status says why.
    expect(screen.getByRole('main')).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(HIDDEN_STATUS);
  });

  it('comes back on the next load after a dismissal (kept in memory only)', async () => {
    stubFetch(signedInRoutes(null, { tier: 'elite' }));
    renderAt('/glossary');
    await userEvent.click(await screen.findByRole('button', { name: 'Hide the Sofia button' }));
    expect(sofiaLink()).not.toBeInTheDocument();
    document.body.innerHTML = '';
    renderAt('/glossary');
    expect(await screen.findByRole('link', { name: 'Sofia' })).toBeInTheDocument();
  });

  it('is not on paths beginning /sofia', async () => {
    const mock = stubFetch(signedInRoutes(null, { tier: 'premium' }));
    const router = renderAt('/sofia/chat');
    await vi.waitFor(() => expect(mock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sofiaLink()).not.toBeInTheDocument();
    await router.navigate('/reset-room');
    expect(await screen.findByRole('link', { name: 'Sofia' })).toBeInTheDocument();
  });

  it('is not shown to a free member or a visitor', async () => {
    const mock = stubFetch(signedInRoutes(null, { tier: 'free' }));
    renderAt('/glossary');
    await vi.waitFor(() => expect(mock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sofiaLink()).not.toBeInTheDocument();
    document.body.innerHTML = '';
    stubFetch({ '/api/session': { body: VISITOR_REPLY } });
    renderAt('/glossary');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sofiaLink()).not.toBeInTheDocument();
  });
});
