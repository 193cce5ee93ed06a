import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadPages } from '../idle-preload';
import { stubFetch } from '#web/testing/fetch-stub';
import { renderApp } from '#web/testing/render-app';
import { signedInRoutes, userReply, VISITOR_REPLY } from '#web/testing/sessions';
import { textsByRole } from '#web/testing/texts';

// The whole app (renderApp): these tests are about the shell around every page.

// Whole-app renders of lazy pages: loaded once up front, and waited for generously on a busy machine.
vi.setConfig({ testTimeout: 45_000 });
configure({ asyncUtilTimeout: 30_000 });
beforeAll(() => preloadPages(['/glossary', '/auth']), 30_000);
beforeEach(() => {
  stubFetch({ '/api/session': { body: VISITOR_REPLY } });
});

describe('AppShell', () => {
  it('has the landmarks and a skip link that focuses the main content', async () => {
    renderApp('/glossary');
    await screen.findByRole('heading', { name: 'Burnout Glossary' });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Skip to main content' }));
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('titles the page with the route name and the product name as suffix', async () => {
    renderApp('/glossary');
    await waitFor(() => expect(document.title).toBe('Burnout Glossary | Recalibrate'));
  });

  it('gives a visitor a tab bar whose sign-in tabs go to /auth', async () => {
    renderApp('/glossary');
    const tabs = await screen.findByRole('navigation', { name: 'Tab bar' });
    const href = (name: string) => within(tabs).getByRole('link', { name }).getAttribute('href');
    expect(href('Dashboard')).toBe('/auth?redirect=%2Fdashboard');
    // Spec 2.8: Sofia (login) sends a visitor to sign in first.
    expect(href('Sofia')).toBe('/auth?redirect=%2Fsofia');
    expect(href('Edits')).toBe('/auth?redirect=%2Freset-paths');
    expect(href('SoulPrint')).toBe('/auth?redirect=%2Fsoulprint-compass');
    expect(within(tabs).queryByRole('link', { name: "Coach's Corner" })).not.toBeInTheDocument();
  });

  it('shows footer items as links once their pages are built (none is a placeholder now)', async () => {
    renderApp('/glossary');
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).queryByText('Soon')).not.toBeInTheDocument();
    // Built in issue 21: members only, so a visitor is sent to sign in first.
    expect(within(footer).getByRole('link', { name: 'The Lounge' })).toHaveAttribute('href', '/auth?redirect=%2Flounge');
    expect(within(footer).getByRole('link', { name: 'Burnout Glossary' })).toHaveAttribute('href', '/glossary');
    // Built in issue 22: a link now (members only, so a visitor is sent to sign in first).
    expect(within(footer).getByRole('link', { name: 'FlowPath' })).toHaveAttribute('href', '/auth?redirect=%2Fflowpath');
    // Built in issue 18: a link now.
    expect(within(footer).getByRole('link', { name: 'Refill Shop' })).toHaveAttribute('href', '/refill-shop');
    expect(within(footer).getByRole('link', { name: 'Refund Request' })).toHaveAttribute('href', '/refund-request');
  });

  it('adds the Coach’s Corner tab for a coach', async () => {
    stubFetch({ '/api/session': { body: userReply({ isCoach: true }) } });
    renderApp('/glossary');
    const tabs = await screen.findByRole('navigation', { name: 'Tab bar' });
    expect(await within(tabs).findByRole('link', { name: "Coach's Corner" })).toHaveAttribute('href', '/coaches-corner');
    expect(within(tabs).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('leaves the tab bar out on /auth', async () => {
    renderApp('/auth');
    await screen.findByRole('heading', { name: 'Sign In' });
    expect(screen.queryByRole('navigation', { name: 'Tab bar' })).not.toBeInTheDocument();
  });

  it('scrolls to the top when the route changes (also where scrollTo returns a promise)', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation((() => Promise.resolve()) as never);
    const { router } = renderApp('/glossary');
    await screen.findByRole('heading', { name: 'Burnout Glossary' });
    scrollTo.mockClear();
    await router.navigate('/our-story');
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
    await router.navigate('/auth');
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });

  it('shows the footer columns and the mobile legal links', async () => {
    renderApp('/glossary');
    const footer = await screen.findByRole('contentinfo');
    for (const column of ['About', 'Explore', 'Resources', 'Connect']) {
      expect(within(footer).getByRole('heading', { name: column })).toBeInTheDocument();
    }
    const mobileOnly = footer.querySelector('ul.md\\:hidden')!;
    expect(textsByRole(mobileOnly as HTMLElement, 'link')).toEqual(['Privacy Policy', 'Terms of Service']);
  });

  it('signs a member out from a member page to home, not to a sign-in that would come back to that page', async () => {
    stubFetch({ ...signedInRoutes(), 'POST /api/auth/sign-out': { body: { success: true } } });
    const { router } = renderApp('/my-content');
    await userEvent.click(await screen.findByRole('button', { name: /^Hi, / }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await screen.findByRole('heading', { level: 1, name: /Recalibrate your energy/ });
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/');
  });
});
