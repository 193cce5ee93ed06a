import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DocDraft } from '#shared/contracts/docs';
import { stubFetch } from '#web/testing/fetch-stub';
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
      title: ['Too small: expected string to have >=5 characters'],
      summary: ['Too small: expected string to have >=40 characters'],
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
    expect(screen.queryByText(/Too small/)).not.toBeInTheDocument();

    await userEvent.type(title, 'Hi');
    expect(await screen.findByText(errors.title[0]!)).toBeInTheDocument();
    expect(screen.queryByText(errors.summary[0]!)).not.toBeInTheDocument();
  });
});
