import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fieldErrors, sentBodies, stubFetch, type CannedReply } from '#web/testing/fetch-stub';
import { renderPage } from '#web/testing/render-page';
import { signedInRoutes } from '#web/testing/sessions';
import { editDetail, moduleReply } from '../testing/fixtures';
import ModulePage from './module-page';
import EditPage from './edit-page';
import { expectLink } from '#web/testing/expect-link';
import { textsByRole } from '#web/testing/texts';

const EDIT = '/api/edits/settling-an-overactive-nervous-system';
const MODULE = `${EDIT}/modules/the-longer-out-breath`;
const PAGE = '/reset-paths/settling-an-overactive-nervous-system/modules/the-longer-out-breath';
const NOT_ALLOWED = 'This text contains content that is not allowed.';

function server(over: Record<string, CannedReply | (() => CannedReply)> = {}) {
  return stubFetch({
    ...signedInRoutes(),
    [MODULE]: { body: moduleReply() },
    [`PUT ${MODULE}/reflection`]: { body: { ok: true, crisisTier: 0 } },
    [`PUT ${MODULE}/saved`]: { body: { ok: true } },
    [`POST ${MODULE}/complete`]: { body: { completed: true, nextModule: 'giving-the-energy-somewhere-to-go', totalCompleted: 3 } },
    [`${EDIT}/modules/giving-the-energy-somewhere-to-go`]: {
      body: moduleReply({
        slug: 'giving-the-energy-somewhere-to-go',
        title: 'Giving the energy somewhere to go',
        position: 3,
        previousModule: 'the-longer-out-breath',
        nextModule: null,
      }),
    },
    ...over,
  });
}

const MODULE_ROUTE = '/reset-paths/:pathSlug/modules/:moduleSlug';
const openModule = (path: string) => renderPage(<ModulePage />, { path, route: MODULE_ROUTE });
// The overview's links and its Start lead to the module player.
const openEdit = () =>
  renderPage(<EditPage />, {
    path: '/reset-paths/settling-an-overactive-nervous-system',
    route: '/reset-paths/:pathSlug',
    routes: { [MODULE_ROUTE]: <ModulePage /> },
  });

const reflectionBox = () => screen.getByRole('textbox', { name: 'What, if anything, changed in your body?' });
const calls = (mock: ReturnType<typeof stubFetch>, method: string, path: string) =>
  mock.mock.calls.filter(([input, init]) => (init?.method ?? 'GET') === method && String(input) === path).length;

describe('module player', () => {
  it('shows the reading, the practice with its guide, and the reflection', async () => {
    server();
    openModule(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'The longer out-breath' })).toBeInTheDocument();
    expect(screen.getByText('Module 2 of 3 · about 6 minutes')).toBeInTheDocument();
    expect(screen.getByText(/breathing is the one you always have with you/)).toBeInTheDocument();
    const practice = screen.getByRole('region', { name: 'Practise: In for four, out for six' });
    expect(within(practice).getByText('If you feel dizzy, stop.')).toBeInTheDocument();
    expect(within(practice).getByText('12 rounds, about 2 minutes')).toBeInTheDocument();
    expect(within(practice).getByRole('button', { name: 'Start' })).toBeInTheDocument();
    expect(reflectionBox()).toHaveValue('');
    expect(screen.getAllByRole('link', { name: 'Back to Settling an overactive nervous system' })[0]).toHaveAttribute(
      'href',
      '/reset-paths/settling-an-overactive-nervous-system',
    );
    expectLink('Previous module', '/reset-paths/settling-an-overactive-nervous-system/modules/why-your-body-stays-switched-on');
    await waitFor(() => expect(document.title).toBe('The longer out-breath · Settling an overactive nervous system | Recalibrate'));
  });

  it('shows the crisis card as a tier-1 reflection is typed, and the direct question when the server answers tier 2', async () => {
    server({ [`PUT ${MODULE}/reflection`]: { body: { ok: true, crisisTier: 2 } } });
    openModule(PAGE);
    await screen.findByRole('heading', { level: 1, name: 'The longer out-breath' });
    expect(screen.queryByRole('region', { name: 'You do not have to carry this alone' })).not.toBeInTheDocument();
    await userEvent.type(reflectionBox(), 'Honestly I want to kill myself');
    const card = await screen.findByRole('region', { name: 'You do not have to carry this alone' });
    expectLink(/safety plan/, '/safety-plan', card);
    expect(within(card).queryByText('Are you having thoughts of ending your life?')).not.toBeInTheDocument();
    await userEvent.clear(reflectionBox());
    await userEvent.type(reflectionBox(), 'Nothing much changed');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'You do not have to carry this alone' })).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Save reflection' }));
    const asked = await screen.findByRole('region', { name: 'You do not have to carry this alone' });
    expect(within(asked).getByText('Are you having thoughts of ending your life?')).toBeInTheDocument();
  });

  it('keeps the reflection text when it cannot be saved and shows the field error', async () => {
    const mock = server({
      [`PUT ${MODULE}/reflection`]: fieldErrors({ answer: NOT_ALLOWED }),
    });
    openModule(PAGE);
    await screen.findByRole('heading', { level: 1, name: 'The longer out-breath' });
    const user = userEvent.setup();

    // Empty: the shared schema's message, and nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Save reflection' }));
    expect(await screen.findByText('Please write a few words, or leave it for now.')).toBeInTheDocument();
    expect(reflectionBox()).toHaveFocus();
    expect(calls(mock, 'PUT', `${MODULE}/reflection`)).toBe(0);

    await user.type(reflectionBox(), 'My shoulders came down a little.');
    expect(screen.queryByText('Please write a few words, or leave it for now.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save reflection' }));
    expect(await screen.findByText(NOT_ALLOWED)).toBeInTheDocument();
    expect(reflectionBox()).toHaveValue('My shoulders came down a little.');
    expect(reflectionBox()).toHaveAttribute('aria-invalid', 'true');
    expect(reflectionBox()).toHaveAccessibleDescription(expect.stringContaining(NOT_ALLOWED));
    expect(reflectionBox()).toHaveFocus();
    expect(sentBodies(mock, 'PUT', `${MODULE}/reflection`)).toEqual([{ answer: 'My shoulders came down a little.' }]);

    // Completing with words that cannot be saved stops before the completion; the words stay.
    await user.click(screen.getByRole('button', { name: 'Mark complete' }));
    await waitFor(() => expect(calls(mock, 'PUT', `${MODULE}/reflection`)).toBe(2));
    expect(calls(mock, 'POST', `${MODULE}/complete`)).toBe(0);
    expect(reflectionBox()).toHaveValue('My shoulders came down a little.');
  });

  it('says so, and keeps the text, when the connection fails', async () => {
    server({ [`PUT ${MODULE}/reflection`]: { status: 503, body: { title: 'Service Unavailable', status: 503 } } });
    openModule(PAGE);
    await screen.findByRole('heading', { level: 1, name: 'The longer out-breath' });
    const user = userEvent.setup();
    await user.type(reflectionBox(), 'Calmer.');
    await user.click(screen.getByRole('button', { name: 'Save reflection' }));
    expect(await screen.findByText(/We could not save your reflection just now/)).toBeInTheDocument();
    expect(reflectionBox()).toHaveValue('Calmer.');
  });

  it('saves the reflection, marks the module complete, and goes on to the next module', async () => {
    const mock = server();
    openModule(PAGE);
    await screen.findByRole('heading', { level: 1, name: 'The longer out-breath' });
    const user = userEvent.setup();

    await user.type(reflectionBox(), 'A yawn, then quiet.');
    await user.click(screen.getByRole('button', { name: 'Save reflection' }));
    expect(await screen.findByText('Your reflection is saved. Only you can see it.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mark complete' }));
    const done = await screen.findByRole('heading', { level: 2, name: 'Module complete' });
    expect(done).toHaveFocus();
    // Already saved: completing does not send the same words again.
    expect(calls(mock, 'PUT', `${MODULE}/reflection`)).toBe(1);
    expect(calls(mock, 'POST', `${MODULE}/complete`)).toBe(1);
    expect(screen.queryByRole('button', { name: 'Mark complete' })).not.toBeInTheDocument();
    const finish = screen.getByRole('region', { name: 'Finish this module' });
    expectLink('Back to Settling an overactive nervous system', '/reset-paths/settling-an-overactive-nervous-system', finish);

    await user.click(screen.getByRole('link', { name: 'Go to the next module' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Giving the energy somewhere to go' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark complete' })).toBeInTheDocument();
  });

  it('saves unsaved words before completing, then says when it was the last module', async () => {
    const mock = server({ [`POST ${MODULE}/complete`]: { body: { completed: true, nextModule: null, totalCompleted: 7 } } });
    openModule(PAGE);
    await screen.findByRole('heading', { level: 1, name: 'The longer out-breath' });
    const user = userEvent.setup();
    await user.type(reflectionBox(), 'Lighter.');
    await user.click(screen.getByRole('button', { name: 'Mark complete' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Module complete' })).toBeInTheDocument();
    expect(sentBodies(mock, 'PUT', `${MODULE}/reflection`)).toEqual([{ answer: 'Lighter.' }]);
    expect(screen.getByText(/That was the last one in Settling an overactive nervous system/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to the next module' })).not.toBeInTheDocument();
  });

  it('saves a module for later with the switch', async () => {
    const mock = server();
    openModule(PAGE);
    const toggle = await screen.findByRole('switch', { name: 'Save for later' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(toggle).toBeChecked();
    await waitFor(() => expect(sentBodies(mock, 'PUT', `${MODULE}/saved`)).toEqual([{ saved: true }]));
  });

  it('shows a module done before as completed, with the way on', async () => {
    server({
      [MODULE]: {
        body: moduleReply({ completed: true, reflection: { prompt: 'What, if anything, changed in your body?', answer: 'Quiet.' } }),
      },
    });
    openModule(PAGE);
    expect(await screen.findByRole('heading', { level: 2, name: 'You have completed this module' })).toBeInTheDocument();
    expect(reflectionBox()).toHaveValue('Quiet.');
    expectLink('Go to the next module', '/reset-paths/settling-an-overactive-nervous-system/modules/giving-the-energy-somewhere-to-go');
  });

  it('shows the 404 page for a module or Edit the server does not know', async () => {
    server();
    openModule('/reset-paths/settling-an-overactive-nervous-system/modules/no-such-module');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });
});

describe('Edit overview', () => {
  it('starts the Edit and opens its first module', async () => {
    const mock = server({
      [EDIT]: { body: editDetail() },
      [`POST ${EDIT}/start`]: { body: { ok: true } },
      [`${EDIT}/modules/why-your-body-stays-switched-on`]: {
        body: moduleReply({ slug: 'why-your-body-stays-switched-on', title: 'Why your body stays switched on', position: 1 }),
      },
    });
    const { router } = openEdit();
    expect(await screen.findByRole('heading', { level: 1, name: 'Settling an overactive nervous system' })).toBeInTheDocument();
    expect(screen.getByText('For you if you feel wired most of the time.')).toBeInTheDocument();
    expect(screen.getByText('Seven short modules.')).toBeInTheDocument();
    expect(screen.getByText(/System Override, Mobilised/)).toBeInTheDocument();
    const modules = screen.getByRole('list', { name: 'Modules of Settling an overactive nervous system' });
    expect(textsByRole(modules, 'link')).toEqual([
      'Why your body stays switched on',
      'The longer out-breath',
      'Giving the energy somewhere to go',
    ]);
    expect(within(modules).getByText('Up next')).toBeInTheDocument();
    expect(within(modules).getByText('Saved for later')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Start this Edit' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Why your body stays switched on' })).toBeInTheDocument();
    expect(calls(mock, 'POST', `${EDIT}/start`)).toBe(1);
    expect(router.state.location.pathname).toBe(
      '/reset-paths/settling-an-overactive-nervous-system/modules/why-your-body-stays-switched-on',
    );
  });

  it('offers Continue to the next module once started', async () => {
    server({
      [EDIT]: {
        body: editDetail({
          started: true,
          completedCount: 1,
          nextModule: 'the-longer-out-breath',
          modules: editDetail().modules.map((m, i) => ({ ...m, status: i === 0 ? 'completed' : i === 1 ? 'current' : 'not_started' })),
        }),
      },
    });
    openEdit();
    expect(await screen.findByRole('link', { name: 'Continue' })).toHaveAttribute('href', PAGE);
    expect(screen.getByText('Up next: The longer out-breath')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start this Edit' })).not.toBeInTheDocument();
  });
});
