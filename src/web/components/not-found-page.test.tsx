import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_GIVEN_KEY } from '#shared/privacy/consent';
import { CONSENT_CHOICE_KEY } from '../lib/consent-check';
import { sentBodies, stubFetch } from '../testing/fetch-stub';
import { renderApp } from '../testing/render-app';
import { VISITOR_REPLY } from '../testing/sessions';
import { TestProviders } from '../testing/test-providers';
import NotFoundPage from './not-found-page';

// The whole app (renderApp): the 404 page is the route table's fallback for any unknown address.

let fetchMock: ReturnType<typeof stubFetch>;

beforeEach(() => {
  sessionStorage.clear();
  // Page views are sent only with analytics consent in this browser (docs/decisions/020).
  localStorage.setItem(CONSENT_GIVEN_KEY, 'true');
  localStorage.setItem(CONSENT_CHOICE_KEY, JSON.stringify({ analytics: true, personalization: false, marketing: false }));
  fetchMock = stubFetch({
    '/api/session': { body: VISITOR_REPLY },
    'POST /api/tracking/page-views': { status: 201, body: { id: '7f1c6a62-3a55-4f7e-9a43-1c1e0e0b8d11' } },
  });
});

describe('404 page', () => {
  it('shows the spec texts for an unknown path', async () => {
    renderApp('/this/does/not/exist');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The page you're looking for doesn't exist or has been moved.")).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page Not Found | Recalibrate'));
  });

  it('offers the actions, quick links and help links', async () => {
    renderApp('/nowhere');
    const main = await screen.findByRole('main');
    await within(main).findByText('Page Not Found');
    const link = (name: string) => within(main).getByRole('link', { name }).getAttribute('href');
    expect(link('Return to Home')).toBe('/');
    expect(link('Explore Assessments')).toBe('/assessments');
    expect(within(main).getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
    const quick = within(within(main).getByRole('navigation', { name: 'Quick links' })).getAllByRole('link');
    expect(quick.map((a) => a.getAttribute('href'))).toEqual(['/', '/dashboard', '/assessments', '/memberships']);
    expect(link('Contact Support')).toBe('/contact');
    expect(link('Help Center')).toBe('/help');
  });

  it("records one page_view titled '404 Not Found' with the path (never its query) and a session id", async () => {
    renderApp('/old-page?token=secret-from-a-mistyped-link');
    await screen.findByText('Page Not Found');
    await waitFor(() => expect(sentBodies(fetchMock, 'POST', '/api/tracking/page-views')).toHaveLength(1));
    const [body] = sentBodies(fetchMock, 'POST', '/api/tracking/page-views') as Record<string, string>[];
    expect(body.page_title).toBe('404 Not Found');
    expect(body.page_path).toBe('/old-page');
    expect(JSON.stringify(body)).not.toContain('secret-from-a-mistyped-link');
    expect(body.session_id).toBe(sessionStorage.getItem('recalibrate.tracking-session-id'));
    expect(body.session_id.length).toBeGreaterThanOrEqual(8);
  });

  it('stays calm when analytics fails', async () => {
    stubFetch({ '/api/session': { body: VISITOR_REPLY }, 'POST /api/tracking/page-views': { status: 500, body: { title: 'Oops' } } });
    renderApp('/gone');
    expect(await screen.findByText('Page Not Found')).toBeInTheDocument();
    await waitFor(() => expect(vi.mocked(fetch).mock.calls.some(([url]) => String(url).includes('page-views'))).toBe(true));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('Go Back returns to the previous page, or home when there is none', async () => {
    const { router } = renderApp('/first-unknown');
    await screen.findByText('Page Not Found');
    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await screen.findByRole('heading', { name: /Recalibrate your energy/ });

    await router.navigate('/our-story');
    await screen.findByRole('heading', { name: 'Our Story' });
    await router.navigate('/second-unknown');
    await screen.findByText('Page Not Found');
    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/our-story'));
  });

  it('Go Back leaves for the page before when the 404 is the first the app drew (a mistyped address in the same tab)', async () => {
    // The tab's own history: the glossary, then a full load of a wrong address.
    window.history.replaceState(null, '', '/glossary');
    window.history.pushState(null, '', '/nope-nope');
    const router = createBrowserRouter([
      { path: '/glossary', element: <p>Glossary</p> },
      { path: '*', element: <NotFoundPage /> },
    ]);
    render(
      <TestProviders>
        <RouterProvider router={router} />
      </TestProviders>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Go Back' }));
    expect(await screen.findByText('Glossary')).toBeInTheDocument();
  });
});
