import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DocDraft } from '#shared/contracts/docs';
import { sentBodies, stubFetch } from '#web/testing/fetch-stub';
import { renderPage } from '#web/testing/render-page';
import { signedInRoutes } from '#web/testing/sessions';
import ContentCreatorPage from './content-creator-page';

describe('/admin/content-creator?draft=<id> (decision 124)', () => {
  it('opens a documentation draft from the AI doc creator as a new site page with its title and words', async () => {
    const draft: DocDraft = {
      id: '5b0c1f9e-7f55-4d8e-9a38-0c8f5b1d2e11',
      topic: 'wellness-features',
      title: 'How the wellness features work',
      body: '## Check-ins\n\nA member rates five things once a day.',
      source: 'template',
      createdBy: 'founder@recalibrate.test',
      createdAt: '2026-11-27T09:00:00.000Z',
    };
    stubFetch({ ...signedInRoutes('admin'), [`/api/admin/docs/drafts/${draft.id}`]: { body: draft } });
    renderPage(<ContentCreatorPage />, { path: `/admin/content-creator?draft=${draft.id}`, access: 'admin' });
    expect(await screen.findByRole('textbox', { name: 'Body (Markdown)' })).toHaveValue(draft.body);
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue(draft.title);
    expect(screen.getByRole('textbox', { name: 'Address (slug)' })).toHaveValue('');
  });
});

describe('/admin/content-creator, a new item', () => {
  it('shows a field’s problems once it is changed or a save is tried, not on opening', async () => {
    const errors = {
      title: ['A title needs at least 5 characters.'],
      summary: ['A summary needs at least 40 characters.'],
    };
    const mock = stubFetch({
      ...signedInRoutes('admin'),
      'POST /api/admin/content/preview': { body: { html: '', title: null, errors } },
      'POST /api/admin/content': { status: 400, body: { title: 'Bad Request', status: 400, errors: [] } },
    });
    renderPage(<ContentCreatorPage />, { path: '/admin/content-creator', access: 'admin' });
    const title = await screen.findByRole('textbox', { name: 'Title' });
    await waitFor(() => expect(mock.mock.calls.some(([url]) => String(url) === '/api/admin/content/preview')).toBe(true));
    expect(title).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/needs at least/)).not.toBeInTheDocument();

    await userEvent.type(title, 'Hi');
    expect(await screen.findByText(errors.title[0]!)).toBeInTheDocument();
    expect(screen.queryByText(errors.summary[0]!)).not.toBeInTheDocument();
  });
});

describe('/admin/content-creator, an item being edited', () => {
  const SLUG = 'rest-on-purpose';
  const DETAIL_URL = `/api/admin/content/article/${SLUG}`;
  const version = (n: number) => ({
    version: n,
    title: 'Rest on purpose',
    data: {},
    body: `Words ${n}`,
    author: 'Ada',
    note: '',
    createdAt: '2026-11-27T09:00:00.000Z',
  });
  const detail = (publishedVersion: number | null) => ({
    item: {
      kind: 'article',
      slug: SLUG,
      title: 'Rest on purpose',
      published: publishedVersion !== null,
      hasDraft: false,
      changedFromBundled: false,
      bundled: false,
      editable: true,
      lastEditor: 'Ada',
      updatedAt: '2026-11-27T09:00:00.000Z',
    },
    // Stored front matter comes back with its keys in the database's order.
    data: { tags: ['rest'], title: 'Rest on purpose', summary: 'x'.repeat(40), category: 'Rest and recovery', publishedAt: '2026-11-27' },
    body: 'Words 2',
    publishedVersion,
    versions: [version(2), version(1)],
  });

  it('says the first save was kept, on the page it opens, with the fields in their usual order', async () => {
    stubFetch({
      ...signedInRoutes('super_admin'),
      'POST /api/admin/content/preview': { body: { html: '', title: null, errors: {} } },
      [`POST ${DETAIL_URL}/drafts`]: { body: { version: 1 } },
      [DETAIL_URL]: { body: detail(null) },
    });
    const { router } = renderPage(<ContentCreatorPage />, { path: '/admin/content-creator', access: 'admin' });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Address (slug)' }), SLUG);
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?kind=article&slug=${SLUG}`));
    const saved = await screen.findByText('Saved as version 1. The public does not see it until you publish.');
    await waitFor(() => expect(saved.closest('[tabindex="-1"]')).toHaveFocus());
    // Said once: the history entry no longer carries it, so a reload would not say it again.
    await waitFor(() => expect(router.state.location.state).toBeNull());
    expect(router.state.location.search).toBe(`?kind=article&slug=${SLUG}`);
    expect(saved).toBeInTheDocument();
    const names = screen.getAllByRole('textbox').map((box) => box.getAttribute('name'));
    expect(names.filter((name) => ['title', 'summary', 'publishedAt', 'tags'].includes(name ?? ''))).toEqual([
      'title',
      'summary',
      'publishedAt',
      'tags',
    ]);
  });

  it.each([
    {
      live: 1,
      asks: 'Restore version 1? This item is published, so version 1 goes live on the site at once.',
      says: 'Version 1 is restored, and it is live on the site now.',
    },
    {
      live: null,
      asks: 'Restore version 1 as the newest draft? Nothing changes on the site until you publish.',
      says: 'Version 1 is restored as the newest draft.',
    },
  ])('asks before restoring a version, saying whether it goes live (live version $live)', async ({ live, asks, says }) => {
    const mock = stubFetch({
      ...signedInRoutes('super_admin'),
      'POST /api/admin/content/preview': { body: { html: '', title: null, errors: {} } },
      [DETAIL_URL]: { body: detail(live) },
      [`POST ${DETAIL_URL}/versions/1/restore`]: { body: {} },
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderPage(<ContentCreatorPage />, { path: `/admin/content-creator?kind=article&slug=${SLUG}`, access: 'admin' });
    const restore = await screen.findByRole('button', { name: 'Restore version 1' });
    await userEvent.click(restore);
    expect(confirm).toHaveBeenLastCalledWith(asks);
    expect(sentBodies(mock, 'POST', `${DETAIL_URL}/versions/1/restore`)).toEqual([]);
    await userEvent.click(restore);
    expect(await screen.findByText(says)).toBeInTheDocument();
    confirm.mockRestore();
  });

  it('does not ask again for an item it has just deleted', async () => {
    const mock = stubFetch({
      ...signedInRoutes('super_admin'),
      'POST /api/admin/content/preview': { body: { html: '', title: null, errors: {} } },
      '/api/admin/content': { body: { items: [] } },
      [DETAIL_URL]: { body: detail(null) },
      [`DELETE ${DETAIL_URL}`]: { body: { ok: true } },
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { router } = renderPage(<ContentCreatorPage />, { path: `/admin/content-creator?kind=article&slug=${SLUG}`, access: 'admin' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/content'));
    const asked = mock.mock.calls.filter(([url, init]) => String(url) === DETAIL_URL && (init?.method ?? 'GET') === 'GET');
    expect(asked).toHaveLength(1);
    confirm.mockRestore();
  });
});
