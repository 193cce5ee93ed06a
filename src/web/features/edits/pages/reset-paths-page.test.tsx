import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '#web/testing/fetch-stub';
import { renderPage } from '#web/testing/render-page';
import { signedInRoutes } from '#web/testing/sessions';
import { EDIT_LIST } from '../testing/fixtures';
import ResetPathsPage from './reset-paths-page';
import { expectLink } from '#web/testing/expect-link';
import { textsByRole } from '#web/testing/texts';

const server = (body: unknown = EDIT_LIST) => stubFetch({ ...signedInRoutes(), '/api/edits': { body } });
const titlesIn = (region: HTMLElement) => textsByRole(region, 'heading', { level: 3 });
const allTitles = () =>
  screen
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent)
    .filter((t) => !/Spark Reboot|minute/.test(t ?? ''));

describe('/reset-paths', () => {
  it('puts the recommended Edits first with the reason from the API, then the rest, each with its progress', async () => {
    server();
    renderPage(<ResetPathsPage />, { path: '/reset-paths' });
    const recommended = await screen.findByRole('region', { name: 'Recommended for you' });
    expect(screen.getByRole('heading', { level: 1, name: 'Edits' })).toBeInTheDocument();
    expect(titlesIn(recommended)).toEqual(['Settling an overactive nervous system', 'Rest without guilt']);
    expect(within(recommended).getAllByText('Recommended for your System Override result')).toHaveLength(2);
    const more = screen.getByRole('region', { name: 'More Edits' });
    expect(titlesIn(more)).toEqual(['Coming back from shutdown', 'The Energy Audit']);
    expect(within(more).queryByText(/Recommended for/)).not.toBeInTheDocument();

    const settling = screen.getByRole('article', { name: 'Settling an overactive nervous system' });
    expect(within(settling).getByRole('progressbar', { name: 'Progress in Settling an overactive nervous system' })).toHaveAttribute(
      'aria-valuenow',
      '2',
    );
    expect(within(settling).getByText('2 of 7 modules done')).toBeInTheDocument();
    expect(within(settling).getByText('About 45 minutes in all')).toBeInTheDocument();
    expect(within(settling).getByText('Settle my nervous system')).toBeInTheDocument();
    expectLink('Continue Settling an overactive nervous system', '/reset-paths/settling-an-overactive-nervous-system', settling);
    expectLink('Start Rest without guilt', '/reset-paths/rest-without-guilt');
    expect(screen.getByRole('link', { name: 'Revisit The Energy Audit' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('4 Edits');
  });

  it('without a result there is no recommended group, only All Edits', async () => {
    server({ edits: EDIT_LIST.edits.map((edit) => ({ ...edit, recommendedReason: null })) });
    renderPage(<ResetPathsPage />, { path: '/reset-paths' });
    const all = await screen.findByRole('region', { name: 'All Edits' });
    expect(titlesIn(all)).toHaveLength(4);
    expect(screen.queryByRole('region', { name: 'Recommended for you' })).not.toBeInTheDocument();
  });

  it('filters by need and by length, keeps the choice in the address, and clears', async () => {
    server();
    const { router } = renderPage(<ResetPathsPage />, { path: '/reset-paths' });
    await screen.findByRole('region', { name: 'Recommended for you' });
    const user = userEvent.setup();

    await user.selectOptions(screen.getByRole('combobox', { name: 'What you need' }), 'Find my energy again');
    expect(allTitles()).toEqual(['Rest without guilt', 'Coming back from shutdown', 'The Energy Audit']);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 3 of 4 Edits');
    expect(router.state.location.search).toBe('?need=energy');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Length' }), 'Under 45 minutes');
    expect(allTitles()).toEqual(['Coming back from shutdown']);
    expect(router.state.location.search).toBe('?need=energy&length=under-45');

    await user.selectOptions(screen.getByRole('combobox', { name: 'What you need' }), 'Any need');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Length' }), '45 to 60 minutes');
    expect(allTitles()).toEqual(['Settling an overactive nervous system', 'Rest without guilt']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Length' }), 'Over 60 minutes');
    expect(allTitles()).toEqual(['The Energy Audit']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'What you need' }), 'Rest without guilt');
    expect(screen.getByText('No Edit matches both of those. Try another need or length.')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]);
    expect(allTitles()).toHaveLength(4);
    expect(router.state.location.search).toBe('');
  });

  it('opens with the filters of the address', async () => {
    server();
    renderPage(<ResetPathsPage />, { path: '/reset-paths?need=settle&length=under-45' });
    await screen.findByRole('region', { name: 'More Edits' });
    expect(allTitles()).toEqual(['Coming back from shutdown']);
    expect(screen.getByRole('combobox', { name: 'What you need' })).toHaveValue('settle');
  });

  it('says so calmly when the list cannot load', async () => {
    stubFetch({ ...signedInRoutes(), '/api/edits': { status: 500, body: { title: 'Internal Server Error', status: 500 } } });
    renderPage(<ResetPathsPage />, { path: '/reset-paths' });
    expect(await screen.findByText('We could not load your Edits')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
