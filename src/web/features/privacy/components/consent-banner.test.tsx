import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_GIVEN_KEY } from '#shared/privacy/consent';
import { CONSENT_CHOICE_KEY, CONSENT_SYNCED_KEY } from '#web/lib/consent-check';
import { sentBodies, stubFetch } from '#web/testing/fetch-stub';
import { renderApp } from '#web/testing/render-app';
import { signedInRoutes, userReply, VISITOR_REPLY } from '#web/testing/sessions';

// The whole app (renderApp): the shell shows the consent banner over whichever page is open.

const BANNER = { name: 'Cookies, your choice' };
const consentList = (given: Partial<Record<string, boolean>>) => ({
  consents: Object.entries(given).map(([consent_type, consent_given], i) => ({
    id: `c${i}`,
    consent_type,
    consent_given,
    privacy_policy_version: '2025-01-01',
    created_at: '2025-03-01T09:00:00.000Z',
  })),
});

function clearCookies() {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0].trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

const storedChoice = () => JSON.parse(localStorage.getItem(CONSENT_CHOICE_KEY) ?? 'null');
const consentCookie = () => document.cookie.split('; ').find((c) => c.startsWith('rc_consent='));

async function openBanner(path = '/glossary') {
  renderApp(path);
  return screen.findByRole('region', BANNER);
}

let fetchMock: ReturnType<typeof stubFetch>;

// Load the lazy parts up front, so that "does not show" cannot pass merely because a chunk was slow.
beforeAll(async () => {
  await import('./consent-banner');
  await import('../lib/sync-choice');
});

beforeEach(() => {
  localStorage.clear();
  clearCookies();
  fetchMock = stubFetch({ '/api/session': { body: VISITOR_REPLY } });
});

describe('cookie-consent banner (spec 2.13 and 4)', () => {
  it('offers the four choices and a close button, links the Privacy Policy, and traps nothing', async () => {
    const banner = await openBanner();
    for (const name of ['Allow all', 'Essential only', 'Reject non-essential', 'Customize', 'Close cookie banner']) {
      expect(within(banner).getByRole('button', { name })).toBeEnabled();
    }
    expect(within(banner).getByRole('link', { name: 'Read our Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    // The page behind stays usable: the banner is a region, not a modal dialog.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).not.toHaveAttribute('inert');
  });

  it('Allow all grants analytics, personalization and marketing, sets the flag, writes the cookie and hides', async () => {
    const banner = await openBanner();
    await userEvent.click(within(banner).getByRole('button', { name: 'Allow all' }));
    expect(screen.queryByRole('region', BANNER)).not.toBeInTheDocument();
    expect(storedChoice()).toEqual({ analytics: true, personalization: true, marketing: true });
    expect(localStorage.getItem(CONSENT_GIVEN_KEY)).toBe('true');
    expect(consentCookie()).toBe('rc_consent=a1.p1.m1');
    expect(sentBodies(fetchMock, 'POST', '/api/privacy/consents/sync')).toEqual([]);
  });

  it.each(['Essential only', 'Reject non-essential'])('%s keeps functional only', async (name) => {
    const banner = await openBanner();
    await userEvent.click(within(banner).getByRole('button', { name }));
    expect(screen.queryByRole('region', BANNER)).not.toBeInTheDocument();
    expect(storedChoice()).toEqual({ analytics: false, personalization: false, marketing: false });
    expect(localStorage.getItem(CONSENT_GIVEN_KEY)).toBe('true');
    expect(consentCookie()).toBe('rc_consent=a0.p0.m0');
  });

  it('Customize shows a switch per optional category, functional always on, and saves what was chosen', async () => {
    const banner = await openBanner();
    const customize = within(banner).getByRole('button', { name: 'Customize' });
    expect(customize).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(customize);
    expect(customize).toHaveAttribute('aria-expanded', 'true');

    const functional = within(banner).getByRole('switch', { name: 'Functional' });
    expect(functional).toBeChecked();
    expect(functional).toBeDisabled();
    for (const name of ['Analytics', 'Personalization', 'Marketing']) {
      expect(within(banner).getByRole('switch', { name })).not.toBeChecked();
    }
    await userEvent.click(within(banner).getByRole('switch', { name: 'Analytics' }));
    await userEvent.click(within(banner).getByRole('switch', { name: 'Marketing' }));
    await userEvent.click(within(banner).getByRole('switch', { name: 'Marketing' }));
    await userEvent.click(within(banner).getByRole('switch', { name: 'Personalization' }));
    expect(within(banner).getByRole('switch', { name: 'Analytics' })).toBeChecked();
    expect(within(banner).getByRole('switch', { name: 'Marketing' })).not.toBeChecked();

    await userEvent.click(within(banner).getByRole('button', { name: 'Save my choices' }));
    expect(screen.queryByRole('region', BANNER)).not.toBeInTheDocument();
    expect(storedChoice()).toEqual({ analytics: true, personalization: true, marketing: false });
    expect(consentCookie()).toBe('rc_consent=a1.p1.m0');
  });

  it('the close button sets the flag and changes no consent', async () => {
    const banner = await openBanner();
    await userEvent.click(within(banner).getByRole('button', { name: 'Close cookie banner' }));
    expect(screen.queryByRole('region', BANNER)).not.toBeInTheDocument();
    expect(localStorage.getItem(CONSENT_GIVEN_KEY)).toBe('true');
    expect(localStorage.getItem(CONSENT_CHOICE_KEY)).toBeNull();
    expect(consentCookie()).toBeUndefined();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('does not show when the flag is present', async () => {
    localStorage.setItem(CONSENT_GIVEN_KEY, 'true');
    renderApp('/glossary');
    await screen.findByRole('heading', { name: 'Burnout Glossary' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', BANNER)).not.toBeInTheDocument();
  });

  it('does not show when something is consented, even without the flag', async () => {
    localStorage.setItem(CONSENT_CHOICE_KEY, JSON.stringify({ analytics: false, personalization: false, marketing: false }));
    renderApp('/glossary');
    await screen.findByRole('heading', { name: 'Burnout Glossary' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', BANNER)).not.toBeInTheDocument();
  });

  it('sits above the tab bar on small screens, and at the very bottom where there is no tab bar', async () => {
    const view = renderApp('/glossary');
    expect((await screen.findByRole('region', BANNER)).className).toContain('bottom-[calc(4rem+env(safe-area-inset-bottom))]');
    view.unmount();
    renderApp('/auth');
    const banner = await screen.findByRole('region', BANNER);
    expect(banner.className).not.toContain('4rem');
    expect(banner.className).toContain('bottom-[env(safe-area-inset-bottom)]');
  });

  describe('for a signed-in member', () => {
    it('stays hidden when their account already holds consents', async () => {
      stubFetch({ ...signedInRoutes(), '/api/privacy/consents': { body: consentList({ functional: true, analytics: false }) } });
      renderApp('/glossary');
      await waitFor(() => expect(vi.mocked(fetch).mock.calls.some(([url]) => String(url) === '/api/privacy/consents')).toBe(true));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole('region', BANNER)).not.toBeInTheDocument();
    });

    it('shows when the account holds none, and writes the choice to the account once', async () => {
      fetchMock = stubFetch({
        ...signedInRoutes(),
        '/api/privacy/consents': { body: consentList({}) },
        'POST /api/privacy/consents/sync': {
          body: consentList({ functional: true, analytics: true, personalization: true, marketing: true }),
        },
      });
      const banner = await openBanner();
      await userEvent.click(within(banner).getByRole('button', { name: 'Allow all' }));
      await waitFor(() =>
        expect(sentBodies(fetchMock, 'POST', '/api/privacy/consents/sync')).toEqual([
          { analytics: true, personalization: true, marketing: true },
        ]),
      );
      await waitFor(() => expect(JSON.parse(localStorage.getItem(CONSENT_SYNCED_KEY) ?? '[]')).toEqual(['user-1']));
    });
  });
});

describe('a visitor’s choice on sign-in', () => {
  const choice = { analytics: true, personalization: false, marketing: false };

  beforeEach(() => {
    localStorage.setItem(CONSENT_GIVEN_KEY, 'true');
    localStorage.setItem(CONSENT_CHOICE_KEY, JSON.stringify(choice));
  });

  it('is written to the account once when a user appears, and remembered for that user', async () => {
    fetchMock = stubFetch({
      ...signedInRoutes(),
      'POST /api/privacy/consents/sync': { body: consentList({ functional: true, analytics: true }) },
    });
    const first = renderApp('/glossary');
    await waitFor(() => expect(sentBodies(fetchMock, 'POST', '/api/privacy/consents/sync')).toEqual([choice]));
    await waitFor(() => expect(JSON.parse(localStorage.getItem(CONSENT_SYNCED_KEY) ?? '[]')).toEqual(['user-1']));
    first.unmount();

    renderApp('/glossary');
    await screen.findByRole('heading', { name: 'Burnout Glossary' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sentBodies(fetchMock, 'POST', '/api/privacy/consents/sync')).toHaveLength(1);
  });

  it('is written again for a different account on the same browser', async () => {
    localStorage.setItem(CONSENT_SYNCED_KEY, JSON.stringify(['someone-else']));
    fetchMock = stubFetch({ ...signedInRoutes(), 'POST /api/privacy/consents/sync': { body: consentList({ analytics: true }) } });
    renderApp('/glossary');
    await waitFor(() => expect(sentBodies(fetchMock, 'POST', '/api/privacy/consents/sync')).toEqual([choice]));
    await waitFor(() => expect(JSON.parse(localStorage.getItem(CONSENT_SYNCED_KEY) ?? '[]')).toEqual(['someone-else', 'user-1']));
  });

  it('is tried again on the next visit when the write fails', async () => {
    fetchMock = stubFetch({
      ...signedInRoutes(),
      'POST /api/privacy/consents/sync': { status: 500, body: { title: 'Oops', status: 500 } },
    });
    renderApp('/glossary');
    await waitFor(() => expect(sentBodies(fetchMock, 'POST', '/api/privacy/consents/sync')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(localStorage.getItem(CONSENT_SYNCED_KEY)).toBeNull();
  });

  it('is not written while staff act as the member', async () => {
    const impersonated = {
      ...userReply(),
      impersonation: { staffUserId: 'staff-1', staffEmail: 'staff@example.com', expiresAt: '2099-01-01T00:00:00.000Z' },
    };
    fetchMock = stubFetch({ ...signedInRoutes(), '/api/session': { body: impersonated } });
    renderApp('/glossary');
    await screen.findByRole('heading', { name: 'Burnout Glossary' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sentBodies(fetchMock, 'POST', '/api/privacy/consents/sync')).toEqual([]);
  });
});
