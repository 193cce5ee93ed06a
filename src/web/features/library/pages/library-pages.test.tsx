import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '#web/testing/fetch-stub';
import { renderPage } from '#web/testing/render-page';
import { VISITOR_REPLY } from '#web/testing/sessions';
import { ARTICLES, fullArticle } from '../testing/fixtures';
import LibraryPage from './library-page';
import ArticlePage from './article-page';
import { expectLink } from '#web/testing/expect-link';

/** The library API, filtering the fixtures the way the server does (every word, case-insensitive). */
function libraryRoutes() {
  return {
    '/api/session': { body: VISITOR_REPLY },
    '/api/library/articles': (url: URL) => {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const category = url.searchParams.get('category');
      return {
        body: {
          articles: ARTICLES.filter((a) => (!category || a.category === category) && a.title.toLowerCase().includes(q)),
        },
      };
    },
  };
}

/** The ?q= of every article-list request, in order. */
function searchesSent(mock: ReturnType<typeof stubFetch>) {
  return mock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/library/articles')
    .map((url) => url.searchParams.get('q'));
}

describe('/anti-hustle-library', () => {
  it('shows each article as a card with its topic and reading time, linking to the article', async () => {
    stubFetch(libraryRoutes());
    renderPage(<LibraryPage />, { path: '/anti-hustle-library' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Anti-Hustle Library' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Sleep when you are wired and tired' });
    expect(link).toHaveAttribute('href', '/anti-hustle-library/sleep-when-you-are-wired-and-tired');
    const card = link.closest('article')!;
    expect(card).toHaveTextContent('Rest and recovery');
    expect(card).toHaveTextContent('7 min read');
    expect(screen.getByRole('status')).toHaveTextContent('3 articles');
  });

  it('asks the server once the typing pauses, not on every keystroke, and keeps the search in the address', async () => {
    const mock = stubFetch(libraryRoutes());
    const { router } = renderPage(<LibraryPage />, { path: '/anti-hustle-library' });
    await screen.findByRole('link', { name: 'Sleep when you are wired and tired' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the library' }), 'boundaries');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 article matching “boundaries”'));
    expect(screen.getByRole('link', { name: 'Boundaries at work without guilt' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sleep when you are wired and tired' })).not.toBeInTheDocument();
    expect(searchesSent(mock)).toEqual([null, 'boundaries']);
    expect(router.state.location.search).toBe('?q=boundaries');
  });

  it('filters by topic with toggle buttons, and offers every article again when nothing matches', async () => {
    const mock = stubFetch(libraryRoutes());
    const { router } = renderPage(<LibraryPage />, { path: '/anti-hustle-library?q=sleep' });
    expect(screen.getByRole('searchbox', { name: 'Search the library' })).toHaveValue('sleep');
    await screen.findByRole('link', { name: 'Sleep when you are wired and tired' });
    const topics = screen.getByRole('group', { name: 'Filter by topic' });
    const work = within(topics).getByRole('button', { name: 'Work and boundaries' });
    await userEvent.click(work);
    expect(work).toHaveAttribute('aria-pressed', 'true');
    expect(within(topics).getByRole('button', { name: 'All topics' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('0 articles matching “sleep” in Work and boundaries'));
    expect(new URLSearchParams(router.state.location.search).get('category')).toBe('Work and boundaries');
    expect(mock.mock.calls.map(([input]) => String(input))).toContain('/api/library/articles?q=sleep&category=Work+and+boundaries');

    await userEvent.click(screen.getByRole('button', { name: 'Show every article' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('3 articles'));
    expect(screen.getByRole('searchbox', { name: 'Search the library' })).toHaveValue('');
    expect(screen.getByRole('searchbox', { name: 'Search the library' })).toHaveFocus();
    expect(router.state.location.search).toBe('');
  });
});

describe('/anti-hustle-library/:slug', () => {
  it('renders the article with its reading time, glossary words and what to read next', async () => {
    stubFetch({
      '/api/session': { body: VISITOR_REPLY },
      '/api/library/articles/sleep-when-you-are-wired-and-tired': { body: fullArticle() },
    });
    renderPage(<ArticlePage />, { path: '/anti-hustle-library/sleep-when-you-are-wired-and-tired', route: '/anti-hustle-library/:slug' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sleep when you are wired and tired' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Why the body stays on alert' })).toBeInTheDocument();
    expect(screen.getByText('7 min read')).toBeInTheDocument();
    expect(screen.getByText('Published 6 August 2026')).toBeInTheDocument();
    expectLink('Window of tolerance', '/glossary#window-of-tolerance');
    expectLink('What burnout is and is not', '/anti-hustle-library/what-burnout-is-and-is-not');
    await waitFor(() => expect(document.title).toBe('Sleep when you are wired and tired | Recalibrate'));
  });

  it('shows the 404 page for an article that does not exist', async () => {
    stubFetch({
      '/api/session': { body: VISITOR_REPLY },
      '/api/library/articles/no-such-article': {
        status: 404,
        body: { title: 'Not Found', status: 404, detail: 'That article does not exist.' },
      },
    });
    renderPage(<ArticlePage />, { path: '/anti-hustle-library/no-such-article', route: '/anti-hustle-library/:slug' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page Not Found | Recalibrate'));
  });
});
