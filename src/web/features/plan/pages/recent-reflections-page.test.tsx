import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fieldErrors, sentBodies, stubFetch } from '#web/testing/fetch-stub';
import { renderPage } from '#web/testing/render-page';
import { signedInRoutes } from '#web/testing/sessions';
import { REFLECTION_UPDATED } from '../components/reflection-item';
import RecentReflectionsPage from './recent-reflections-page';
import { expectLink } from '#web/testing/expect-link';

const ID_1 = '7d3c1f0e-5b1a-4c1e-9a0b-0f6d2b1c3a41';
const ID_2 = '0b9e7c52-3f7d-4e0a-8c1b-2a5d6e7f8a90';

const REFLECTIONS = [
  {
    id: ID_1,
    editSlug: 'rest-without-guilt',
    editTitle: 'Rest without guilt',
    moduleSlug: 'permission-slip',
    moduleTitle: 'A permission slip',
    prompt: 'What would you do with an hour that asked nothing of you?',
    answer: 'Sit in the garden.\n<b>No phone.</b>',
    createdAt: '2026-11-18T09:00:00.000Z',
    updatedAt: '2026-11-20T09:00:00.000Z',
  },
  {
    id: ID_2,
    editSlug: 'settling-an-overactive-nervous-system',
    editTitle: 'Settling an overactive nervous system',
    moduleSlug: 'the-long-exhale',
    moduleTitle: 'The long exhale',
    prompt: 'Where in your body did you notice the breath?',
    answer: 'My shoulders dropped.',
    createdAt: '2026-11-10T09:00:00.000Z',
    updatedAt: '2026-11-10T09:00:00.000Z',
  },
];

async function open(putReply: { status?: number; body?: unknown } = { body: { ok: true, crisisTier: 0 } }) {
  const fetch = stubFetch({
    ...signedInRoutes(),
    '/api/reflections': { body: { reflections: REFLECTIONS } },
    [`PUT /api/reflections/${ID_1}`]: putReply,
  });
  renderPage(<RecentReflectionsPage />, { path: '/recent-reflections' });
  const list = await screen.findByRole('list', { name: 'Your reflections' });
  return { fetch, items: within(list).getAllByRole('article') };
}

describe('/recent-reflections', () => {
  it('lists the answers newest first as text, with the prompt, the module link and the dates', async () => {
    const { items } = await open();
    const [first, second] = items as [HTMLElement, HTMLElement];
    expectLink('A permission slip', '/reset-paths/rest-without-guilt/modules/permission-slip', first);
    expect(within(first).getByText('What would you do with an hour that asked nothing of you?')).toBeInTheDocument();
    // Stored as text, shown as text: the markup stays visible characters.
    expect(within(first).getByText(/<b>No phone\.<\/b>/)).toBeInTheDocument();
    expect(first.querySelector('b')).toBeNull();
    expect(within(first).getByText(/^Edited/)).toBeInTheDocument();
    expect(within(second).getByRole('link', { name: 'The long exhale' })).toBeInTheDocument();
    expect(within(second).queryByText(/Edited/)).not.toBeInTheDocument();
  });

  it('edits an answer in place and shows the new words', async () => {
    const { fetch, items } = await open();
    const user = userEvent.setup();
    await user.click(within(items[0]!).getByRole('button', { name: 'Edit your reflection on A permission slip' }));
    const box = within(items[0]!).getByRole('textbox', { name: 'Your reflection' });
    expect(box).toHaveValue('Sit in the garden.\n<b>No phone.</b>');
    await user.clear(box);
    await user.type(box, '  Walk to the river.  ');
    await user.click(within(items[0]!).getByRole('button', { name: 'Save changes' }));

    expect(await within(items[0]!).findByText(REFLECTION_UPDATED)).toBeInTheDocument();
    expect(within(items[0]!).getByText('Walk to the river.')).toBeInTheDocument();
    expect(within(items[0]!).queryByRole('textbox')).not.toBeInTheDocument();
    expect(sentBodies(fetch, 'PUT', `/api/reflections/${ID_1}`)).toEqual([{ answer: 'Walk to the river.' }]);
  });

  it('shows the crisis card as an edit with crisis language is typed, and after the server flags the save', async () => {
    const { items } = await open({ body: { ok: true, crisisTier: 2 } });
    const user = userEvent.setup();
    await user.click(within(items[0]!).getByRole('button', { name: 'Edit your reflection on A permission slip' }));
    const box = within(items[0]!).getByRole('textbox', { name: 'Your reflection' });
    await user.clear(box);
    await user.type(box, 'I want to kill myself');
    expect(await within(items[0]!).findByRole('region', { name: 'You do not have to carry this alone' })).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, 'No way out of this');
    await user.click(within(items[0]!).getByRole('button', { name: 'Save changes' }));
    expect(await within(items[0]!).findByText(REFLECTION_UPDATED)).toBeInTheDocument();
    const card = within(items[0]!).getByRole('region', { name: 'You do not have to carry this alone' });
    expect(within(card).getByText('Are you having thoughts of ending your life?')).toBeInTheDocument();
  });

  it('keeps the text and shows the error under the box when the answer is empty or refused', async () => {
    const { fetch, items } = await open(fieldErrors({ answer: 'Please remove script tags and javascript: or vbscript: links.' }));
    const user = userEvent.setup();
    await user.click(within(items[0]!).getByRole('button', { name: /^Edit/ }));
    const box = within(items[0]!).getByRole('textbox', { name: 'Your reflection' });

    await user.clear(box);
    await user.type(box, '   ');
    await user.click(within(items[0]!).getByRole('button', { name: 'Save changes' }));
    expect(await within(items[0]!).findByText('Please write a few words, or leave it for now.')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveValue('   ');
    expect(sentBodies(fetch, 'PUT', `/api/reflections/${ID_1}`)).toEqual([]);

    await user.type(box, 'a note the server refuses');
    await user.click(within(items[0]!).getByRole('button', { name: 'Save changes' }));
    expect(await within(items[0]!).findByText('Please remove script tags and javascript: or vbscript: links.')).toBeInTheDocument();
    expect(box).toHaveValue('   a note the server refuses');
    await waitFor(() => expect(box).toHaveFocus());
    expect(sentBodies(fetch, 'PUT', `/api/reflections/${ID_1}`)).toEqual([{ answer: 'a note the server refuses' }]);
  });

  it('cancel leaves the answer as it was', async () => {
    const { items } = await open();
    const user = userEvent.setup();
    await user.click(within(items[1]!).getByRole('button', { name: /^Edit/ }));
    await user.type(within(items[1]!).getByRole('textbox'), ' And my jaw.');
    await user.click(within(items[1]!).getByRole('button', { name: 'Cancel' }));
    expect(within(items[1]!).getByText('My shoulders dropped.')).toBeInTheDocument();
  });
});
