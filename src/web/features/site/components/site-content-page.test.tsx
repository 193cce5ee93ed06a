import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '#web/testing/fetch-stub';
import { TestProviders } from '#web/testing/test-providers';
import { SiteContentPage } from './site-content-page';

const HELP = {
  slug: 'help',
  title: 'Help Center',
  description: 'Answers, gently.',
  html: '<h2>Getting started</h2><p>Take the audit when you have ten quiet minutes.</p>',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

function renderPage() {
  render(
    <TestProviders>
      <MemoryRouter>
        <SiteContentPage slug="help" fallbackTitle="Help Center" />
      </MemoryRouter>
    </TestProviders>,
  );
}

describe('SiteContentPage', () => {
  it('shows Loading... and then the authored page', async () => {
    stubFetch({ '/api/site/pages/help': { body: HELP } });
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('heading', { level: 1, name: 'Help Center' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Getting started' })).toBeInTheDocument();
    expect(screen.getByText('Take the audit when you have ten quiet minutes.')).toBeInTheDocument();
  });

  it('offers a retry after a failure, and shows the page when the retry works', async () => {
    let calls = 0;
    stubFetch({ '/api/site/pages/help': () => (++calls === 1 ? { status: 503, body: { title: 'Unavailable' } } : { body: HELP }) });
    renderPage();
    expect(await screen.findByText(/We could not load this page just now/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Take the audit when you have ten quiet minutes.')).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('says the page is not ready when it does not exist, without a pointless retry', async () => {
    stubFetch({ '/api/site/pages/help': { status: 404, body: { title: 'Not Found' } } });
    renderPage();
    expect(await screen.findByText('This page is not ready yet. Please check back soon.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('follows links to other app pages inside the app, and leaves other links alone', async () => {
    const html =
      '<p><a href="/our-science">Our Science</a> <a href="https://findahelpline.com">findahelpline.com</a> ' +
      '<a href="/brand/recalibrate-logo.svg">logo</a></p>';
    stubFetch({ '/api/site/pages/help': { body: { ...HELP, html } } });
    function Where() {
      return <p data-testid="where">{useLocation().pathname}</p>;
    }
    render(
      <TestProviders>
        <MemoryRouter initialEntries={['/help']}>
          <Routes>
            <Route path="/help" element={<SiteContentPage slug="help" fallbackTitle="Help Center" />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </TestProviders>,
    );
    // Whether the page's own handler took over each click (seen after it, on the document). jsdom
    // cannot navigate, so the guard then cancels the browser's default for every click.
    const handled: boolean[] = [];
    const guard = (event: Event) => {
      handled.push(event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', guard);
    await userEvent.click(await screen.findByRole('link', { name: 'findahelpline.com' }));
    await userEvent.click(screen.getByRole('link', { name: 'logo' }));
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Our Science' }));
    document.removeEventListener('click', guard);
    expect(handled).toEqual([false, false, true]);
    expect(await screen.findByTestId('where')).toHaveTextContent('/our-science');
  });
});
