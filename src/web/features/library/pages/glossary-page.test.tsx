import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '#web/testing/fetch-stub';
import { renderPage } from '#web/testing/render-page';
import { VISITOR_REPLY } from '#web/testing/sessions';
import { TERMS } from '../testing/fixtures';
import GlossaryPage from './glossary-page';
import { expectLink } from '#web/testing/expect-link';

const routes = () => ({ '/api/session': { body: VISITOR_REPLY }, '/api/glossary': { body: { terms: TERMS } } });
const termHeadings = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('/glossary', () => {
  it('lists every term under its letter, with an anchor per term and a letter index', async () => {
    stubFetch(routes());
    const { container } = renderPage(<GlossaryPage />, { path: '/glossary' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Burnout Glossary' })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 3, name: 'Burnout' });
    expect(termHeadings()).toEqual(['4-7-8 breathing', 'Burnout', 'Freeze response', 'Window of tolerance']);
    expect(screen.getByRole('status')).toHaveTextContent('4 terms');
    for (const term of TERMS) expect(container.querySelector(`article#${CSS.escape(term.slug)}`)).toHaveAccessibleName(term.term);
    expect(screen.getByRole('heading', { level: 2, name: 'Letter W' })).toBeInTheDocument();

    const index = screen.getByRole('navigation', { name: 'Glossary by letter' });
    expect(
      within(index)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/glossary#letter-0-9', '/glossary#letter-b', '/glossary#letter-f', '/glossary#letter-w']);
    expect(within(index).queryByRole('link', { name: 'A' })).not.toBeInTheDocument();
  });

  it('filters as you type, by name, other names and meaning, and says how many match', async () => {
    stubFetch(routes());
    renderPage(<GlossaryPage />, { path: '/glossary' });
    const search = await screen.findByRole('searchbox', { name: 'Search the glossary' });
    await userEvent.type(search, 'arousal');
    expect(termHeadings()).toEqual(['Window of tolerance']);
    expect(screen.getByRole('status')).toHaveTextContent('1 term matches “arousal”');
    expect(screen.getByRole('navigation', { name: 'Glossary by letter' })).toHaveTextContent('W');
    expect(within(screen.getByRole('navigation', { name: 'Glossary by letter' })).getAllByRole('link')).toHaveLength(1);

    await userEvent.clear(search);
    await userEvent.type(search, 'zzz');
    expect(screen.queryAllByRole('heading', { level: 3 })).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Show every term' }));
    expect(termHeadings()).toHaveLength(4);
    // The button went with the empty state: focus is back in the search box, not on the page.
    expect(search).toHaveFocus();
  });

  it('opens and moves to the term in the address', async () => {
    stubFetch(routes());
    renderPage(<GlossaryPage />, { path: '/glossary#window-of-tolerance' });
    const entry = await screen.findByRole('article', { name: 'Window of tolerance' });
    await waitFor(() => expect(entry).toHaveFocus());
    expect(within(entry).getByText('More about window of tolerance, where the idea comes from and what helps.')).toBeVisible();
    expect(within(entry).getByRole('group')).toHaveAttribute('open');
    expect(within(screen.getByRole('article', { name: 'Burnout' })).getByRole('group')).not.toHaveAttribute('open');
  });

  it('follows a related-term link even when the search hides that term, and links to articles that go deeper', async () => {
    stubFetch(routes());
    const { router } = renderPage(<GlossaryPage />, { path: '/glossary' });
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search the glossary' }), 'occupational');
    const burnout = screen.getByRole('article', { name: 'Burnout' });
    // The links wait behind the term's disclosure, with its longer explanation.
    const more = within(burnout).getByRole('group');
    expect(more).not.toHaveAttribute('open');
    expect(within(more).getByRole('link', { name: 'Window of tolerance' })).toBeInTheDocument();
    await userEvent.click(within(burnout).getByText('More about Burnout'));
    expect(more).toHaveAttribute('open');
    expectLink('What burnout is and is not', '/anti-hustle-library/what-burnout-is-and-is-not', burnout);
    await userEvent.click(within(burnout).getByRole('link', { name: 'Window of tolerance' }));
    expect(router.state.location.hash).toBe('#window-of-tolerance');
    await waitFor(() => expect(screen.getByRole('article', { name: 'Window of tolerance' })).toHaveFocus());
    expect(screen.getByRole('searchbox', { name: 'Search the glossary' })).toHaveValue('');
    // An article link moves within the app too (one handler for the glossary's plain links).
    await userEvent.click(
      within(screen.getByRole('article', { name: 'Burnout' })).getByRole('link', { name: 'What burnout is and is not' }),
    );
    expect(router.state.location.pathname).toBe('/anti-hustle-library/what-burnout-is-and-is-not');
  });

  it('copies the link to a term, and falls back to the address bar when the clipboard says no', async () => {
    stubFetch(routes());
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('denied'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { router } = renderPage(<GlossaryPage />, { path: '/glossary' });
    const burnout = await screen.findByRole('article', { name: 'Burnout' });
    await user.click(within(burnout).getByRole('button', { name: 'Copy link to Burnout' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/glossary#burnout`);
    expect(await within(burnout).findByText('Link to Burnout copied.')).toBeInTheDocument();

    const freeze = screen.getByRole('article', { name: 'Freeze response' });
    await user.click(within(freeze).getByRole('button', { name: 'Copy link to Freeze response' }));
    expect(await within(freeze).findByText('Copy the link from the address bar.')).toBeInTheDocument();
    expect(router.state.location.hash).toBe('#freeze-response');
  });
});
