import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { subscribedReply } from '#web/testing/billing-replies';
import { stubFetch } from '#web/testing/fetch-stub';
import { renderApp } from '#web/testing/render-app';
import { signedInRoutes, VISITOR_REPLY } from '#web/testing/sessions';
import { preloadPages } from './idle-preload';

// Review 6, finding 11: on a step whose route is shared with others (the shop's catch-all, the
// membership's /memberships/:step, the two tabs of /auth), the route's name was the title, and so
// what was read out after the move. The whole app (renderApp): the page's own name must win over
// the shell's, which sets the route's name on every move.

vi.setConfig({ testTimeout: 45_000 });
configure({ asyncUtilTimeout: 30_000 });
beforeAll(() => preloadPages(['/auth', '/refill-shop/checkout', '/memberships/test-checkout']), 30_000);

const SESSION = 'test_cs_0123456789';

describe('page titles that name the step', () => {
  it('names the Create account tab, and Sign In again when the member goes back to it', async () => {
    stubFetch({ '/api/session': { body: VISITOR_REPLY } });
    renderApp('/auth?mode=register');
    await waitFor(() => expect(document.title).toBe('Create Account | Recalibrate'));
    await userEvent.click(await screen.findByRole('tab', { name: 'Sign in' }));
    await waitFor(() => expect(document.title).toBe('Sign In | Recalibrate'));
  });

  it('names the Refill Shop’s test checkout', async () => {
    stubFetch({ '/api/session': { body: VISITOR_REPLY } });
    renderApp('/refill-shop/checkout?session_id=test_cs_1');
    await waitFor(() => expect(document.title).toBe('Test Checkout · Refill Shop | Recalibrate'));
  });

  it('names the membership’s test checkout and test portal apart', async () => {
    stubFetch({
      ...signedInRoutes(),
      [`/api/memberships/test-checkout/${SESSION}`]: {
        body: {
          sessionId: SESSION,
          status: 'open',
          tier: 'premium',
          interval: 'month',
          listCents: 1200,
          discountCents: 0,
          totalCents: 1200,
          currency: 'usd',
          hardshipLevel: null,
        },
      },
      '/api/memberships/billing': { body: subscribedReply() },
    });
    const { router } = renderApp(`/memberships/test-checkout?session_id=${SESSION}`);
    await waitFor(() => expect(document.title).toBe('Test Checkout · Membership | Recalibrate'));
    await router.navigate('/memberships/test-portal');
    await waitFor(() => expect(document.title).toBe('Manage Membership (Test) | Recalibrate'));
  });
});
