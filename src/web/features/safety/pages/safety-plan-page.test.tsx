import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRIVATE_TEXT_CODE, PRIVATE_TEXT_MESSAGE } from '#shared/access/impersonation';
import { EMPTY_SAFETY_PLAN } from '#shared/contracts/safety';
import { CRISIS_COPY } from '#shared/safety/crisis';
import { fieldErrors, sentBodies, stubFetch } from '#web/testing/fetch-stub';
import { renderPage } from '#web/testing/render-page';
import { signedInRoutes, VISITOR_REPLY } from '#web/testing/sessions';
import { DEVICE_PLAN_KEY } from '../lib/device-plan';
import SafetyPlanPage, { DEVICE_REMOVED, DEVICE_SAVED, MEMBER_SAVED } from './safety-plan-page';

afterEach(() => {
  window.localStorage.clear();
});

const planForm = async () => within(await screen.findByRole('form', { name: 'Your safety plan' }));

describe('/safety-plan', () => {
  it('lets a visitor keep the plan on this device, finds it again, prints it and removes it', async () => {
    const mock = stubFetch({ '/api/session': { body: VISITOR_REPLY } });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderPage(<SafetyPlanPage />, { path: '/safety-plan' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your safety plan' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: CRISIS_COPY.heading })).toBeInTheDocument();
    const user = userEvent.setup();
    let form = await planForm();
    await user.type(form.getByRole('textbox', { name: '1. Warning signs' }), 'I stop answering messages.');
    await user.type(form.getByRole('textbox', { name: '7. My reasons for living' }), 'My cat.');
    await user.click(form.getByRole('button', { name: 'Keep on this device' }));
    expect(await form.findByText(DEVICE_SAVED)).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(DEVICE_PLAN_KEY)!)).toEqual({
      ...EMPTY_SAFETY_PLAN,
      warningSigns: 'I stop answering messages.',
      reasonsForLiving: 'My cat.',
    });
    expect(mock.mock.calls.filter(([url]) => String(url).includes('/api/safety-plan'))).toEqual([]);

    await user.click(form.getByRole('button', { name: 'Print my plan' }));
    expect(print).toHaveBeenCalledOnce();

    cleanup();
    renderPage(<SafetyPlanPage />, { path: '/safety-plan' });
    form = await planForm();
    expect(await form.findByRole('textbox', { name: '7. My reasons for living' })).toHaveValue('My cat.');
    await user.click(form.getByRole('button', { name: 'Remove from this device' }));
    expect(await screen.findByText(DEVICE_REMOVED)).toBeInTheDocument();
    expect(window.localStorage.getItem(DEVICE_PLAN_KEY)).toBeNull();
    expect((await planForm()).getByRole('textbox', { name: '7. My reasons for living' })).toHaveValue('');
  });

  it('prints the plan with the crisis lines and without the app around it (review 6)', async () => {
    stubFetch({ '/api/session': { body: VISITOR_REPLY } });
    renderPage(<SafetyPlanPage />, { path: '/safety-plan' });
    await planForm();
    // Shown on paper only (hidden print:flex), as the crisis card is hidden there.
    const printed = document.querySelector('section.print\\:flex');
    expect(printed?.textContent).toContain('Call or text 988');
    expect(printed?.textContent).toContain('Call 116 123');
    expect(printed?.textContent).toContain('findahelpline.com');
    const style = [...document.querySelectorAll('style')].map((el) => el.textContent).join('');
    expect(style).toContain('@media print');
    expect(style).toContain(':not(:has(#main-content), #main-content, #main-content *)');
  });

  it('saves a member’s plan privately in the account, starting from what is saved', async () => {
    const saved = { ...EMPTY_SAFETY_PLAN, peopleToAsk: 'My sister' };
    const mock = stubFetch({
      ...signedInRoutes(),
      '/api/safety-plan': { body: { plan: saved, updatedAt: '2026-01-01T00:00:00.000Z' } },
      'PUT /api/safety-plan': () => ({
        body: { plan: sentBodies(mock, 'PUT', '/api/safety-plan').at(-1), updatedAt: '2026-01-02T00:00:00.000Z' },
      }),
    });
    renderPage(<SafetyPlanPage />, { path: '/safety-plan' });
    const form = await planForm();
    expect(form.getByRole('textbox', { name: '4. People I can ask for help' })).toHaveValue('My sister');
    const user = userEvent.setup();
    await user.type(form.getByRole('textbox', { name: '2. Things I can do on my own' }), 'A hot shower.');
    await user.click(form.getByRole('button', { name: 'Save my plan' }));
    expect(await form.findByText(MEMBER_SAVED)).toBeInTheDocument();
    expect(sentBodies(mock, 'PUT', '/api/safety-plan')).toEqual([{ ...saved, copingAlone: 'A hot shower.' }]);
    expect(window.localStorage.getItem(DEVICE_PLAN_KEY)).toBeNull();
  });

  it('keeps everything typed and marks the step when the server refuses it', async () => {
    stubFetch({
      ...signedInRoutes(),
      '/api/safety-plan': { body: { plan: EMPTY_SAFETY_PLAN, updatedAt: null } },
      'PUT /api/safety-plan': fieldErrors({ copingAlone: 'This text contains content that is not allowed.' }),
    });
    renderPage(<SafetyPlanPage />, { path: '/safety-plan' });
    const form = await planForm();
    const user = userEvent.setup();
    const box = form.getByRole('textbox', { name: '2. Things I can do on my own' });
    await user.type(box, 'Walk');
    await user.click(form.getByRole('button', { name: 'Save my plan' }));
    expect(await form.findByText('This text contains content that is not allowed.')).toBeInTheDocument();
    expect(box).toHaveValue('Walk');
  });

  it('tells staff viewing as the member that the plan is private, calmly, with the crisis lines still there (review 6)', async () => {
    stubFetch({
      ...signedInRoutes(),
      '/api/safety-plan': { status: 403, body: { status: 403, title: 'Forbidden', code: PRIVATE_TEXT_CODE, detail: PRIVATE_TEXT_MESSAGE } },
    });
    renderPage(<SafetyPlanPage />, { path: '/safety-plan' });
    expect(await screen.findByText('Hidden: private to the member')).toBeInTheDocument();
    expect(screen.getByText(PRIVATE_TEXT_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText(/We could not open your plan/)).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Your safety plan' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: CRISIS_COPY.heading })).toBeInTheDocument();
  });
});
