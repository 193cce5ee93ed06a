import '#web/testing/dialog-polyfill';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CONSENT_GIVEN_KEY } from '#shared/privacy/consent';
import { sentBodies, stubFetch } from '#web/testing/fetch-stub';
import { renderApp } from '#web/testing/render-app';
import { signedInRoutes, userReply } from '#web/testing/sessions';
import { expectLink } from '#web/testing/expect-link';

// The whole app (renderApp): the shell shows the terms prompt over whichever page is open.

const PROMPT = { name: 'Please read our terms' };

function routes(needed: () => boolean, over = {}) {
  return {
    ...signedInRoutes(),
    '/api/session': () => ({ body: { ...userReply(), termsAcceptanceNeeded: needed() } }),
    ...over,
  };
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(CONSENT_GIVEN_KEY, 'true');
});

describe('terms re-acceptance', () => {
  it('asks a member who has not accepted the current version, records the acceptance and goes away', async () => {
    let needed = true;
    const mock = stubFetch(
      routes(() => needed, {
        'POST /api/account/terms': () => {
          needed = false;
          return { body: { ok: true } };
        },
      }),
    );
    renderApp('/glossary');
    const dialog = await screen.findByRole('dialog', PROMPT);
    expect(within(dialog).getByText(/version 2025-01-01/)).toBeInTheDocument();
    expectLink('Terms of Service (opens in a new tab)', '/terms-of-service', dialog);
    expectLink('Privacy Policy (opens in a new tab)', '/privacy-policy', dialog);

    await userEvent.click(within(dialog).getByRole('button', { name: 'I accept' }));
    await waitFor(() => expect(screen.queryByRole('dialog', PROMPT)).not.toBeInTheDocument());
    expect(sentBodies(mock, 'POST', '/api/account/terms')).toEqual([{ version: '2025-01-01' }]);
  });

  it('keeps asking and says so when saving fails', async () => {
    stubFetch(
      routes(() => true, {
        'POST /api/account/terms': {
          status: 409,
          body: {
            title: 'Conflict',
            status: 409,
            detail: 'The terms have changed since this page loaded. Please read the current version.',
          },
        },
      }),
    );
    renderApp('/glossary');
    const dialog = await screen.findByRole('dialog', PROMPT);
    await userEvent.click(within(dialog).getByRole('button', { name: 'I accept' }));
    expect(
      await within(dialog).findByText('The terms have changed since this page loaded. Please read the current version.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', PROMPT)).toBeInTheDocument();
  });

  it('Not now closes it for this visit without recording anything', async () => {
    const mock = stubFetch(routes(() => true));
    renderApp('/glossary');
    await userEvent.click(within(await screen.findByRole('dialog', PROMPT)).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog', PROMPT)).not.toBeInTheDocument();
    expect(sentBodies(mock, 'POST', '/api/account/terms')).toEqual([]);
  });

  it('does not ask while staff act as the member', async () => {
    stubFetch({
      ...routes(() => true),
      '/api/session': {
        body: {
          ...userReply(),
          termsAcceptanceNeeded: true,
          impersonation: { staffUserId: 'staff-1', staffEmail: 'staff@example.com', expiresAt: '2099-01-01T00:00:00.000Z' },
        },
      },
    });
    renderApp('/glossary');
    await screen.findByRole('heading', { name: 'Burnout Glossary' });
    await import('./terms-prompt');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog', PROMPT)).not.toBeInTheDocument();
  });
});
