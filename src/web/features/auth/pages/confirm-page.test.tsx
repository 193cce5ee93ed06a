import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '#web/testing/fetch-stub';
import { renderPage } from '#web/testing/render-page';
import { userReply, VISITOR_REPLY } from '#web/testing/sessions';
import ConfirmPage from './confirm-page';
import VerifiedPage from './verified-page';
import VerifyExpiredPage from './verify-expired-page';

vi.mock('sonner', () => import('#web/testing/toast-spy'));
beforeEach(() => vi.mocked(toast.success).mockClear());

// Load the lazy pages once up front, so a busy machine does not outlast the first query's wait.

const problem = (status: number, code: string) => ({ status, body: { status, title: 'Unauthorized', code } });

/** The link signs the person in: the session turns into a member's once it is confirmed. */
function stubConfirm(endpoint: string, reply: { status?: number; body?: unknown } = { body: { status: true } }) {
  let confirmed = false;
  const fetchMock = stubFetch({
    '/api/session': () => ({ body: confirmed ? userReply() : VISITOR_REPLY }),
    [endpoint]: () => {
      if ((reply.status ?? 200) < 400) confirmed = true;
      return reply;
    },
  });
  return fetchMock;
}

/** The confirmation page, and the pages it sends someone to whose words the tests read. */
const openConfirm = (link: string) =>
  renderPage(<ConfirmPage />, {
    path: link,
    routes: { '/auth/verified': <VerifiedPage />, '/auth/verify-expired': <VerifyExpiredPage /> },
  });

const path = (router: { state: { location: { pathname: string; search: string; hash: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}${router.state.location.hash}`;

/** better-auth answers a used or expired magic link (sign-in or invitation) with a redirect. */
function answerMagicLinkAsUsed() {
  const fetchMock = stubConfirm('/api/auth/magic-link/verify');
  const answer = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation((input, init) =>
    String(input).startsWith('/api/auth/magic-link/verify') ? Promise.resolve(new Response(null, { status: 302 })) : answer(input, init),
  );
}

describe('/auth/confirm', () => {
  it.each([
    ['signup', '/api/auth/verify-email', '/auth/verified'],
    ['email_change', '/api/auth/verify-email', '/account-settings'],
    ['magic_link', '/api/auth/magic-link/verify', '/dashboard'],
    ['invite', '/api/auth/magic-link/verify', '/account-settings#password'],
  ])('confirms a %s link once with %s, then goes to %s', async (type, endpoint, destination) => {
    const fetchMock = stubConfirm(endpoint);
    const { router } = openConfirm(`/auth/confirm?type=${type}&token=tok-9`);
    await waitFor(() => expect(path(router)).toBe(destination));
    const calls = fetchMock.mock.calls.filter(([input]) => String(input).startsWith(endpoint));
    expect(calls.map(([input]) => String(input))).toEqual([`${endpoint}?token=tok-9`]);
  });

  it.each([
    ['signup', '/api/auth/verify-email', '/assessment/operating-system-audit', '/assessment/operating-system-audit'],
    ['magic_link', '/api/auth/magic-link/verify', '/soulprint-compass', '/soulprint-compass'],
    ['signup', '/api/auth/verify-email', 'https://evil.example/', '/auth/verified'],
    ['invite', '/api/auth/magic-link/verify', '/dashboard', '/account-settings#password'],
  ])('a %s link (confirmed at %s) with next=%s goes on to %s (issue 16)', async (type, endpoint, next, destination) => {
    stubConfirm(endpoint);
    const { router } = openConfirm(`/auth/confirm?${new URLSearchParams({ type, token: 'tok-9', next })}`);
    await waitFor(() => expect(path(router)).toBe(destination));
  });

  it('says a changed address is confirmed, rather than welcoming a new account', async () => {
    stubConfirm('/api/auth/verify-email');
    openConfirm('/auth/confirm?type=email_change&token=tok-9');
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Your new email is confirmed', { description: 'From now on, you sign in with it.' }),
    );
    expect(toast.success).toHaveBeenCalledTimes(1);
  });

  it('shows the welcome once a sign-up is confirmed', async () => {
    stubConfirm('/api/auth/verify-email');
    openConfirm('/auth/confirm?type=signup&token=tok-9');
    expect(await screen.findByRole('heading', { name: 'Your email is confirmed' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Continue to your dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('sends an expired confirmation to /auth/verify-expired', async () => {
    stubConfirm('/api/auth/verify-email', problem(401, 'TOKEN_EXPIRED'));
    const { router } = openConfirm('/auth/confirm?type=signup&token=old');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/verify-expired'));
    expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeInTheDocument();
  });

  it('explains a broken confirmation link and offers a new one', async () => {
    stubConfirm('/api/auth/verify-email', problem(401, 'INVALID_TOKEN'));
    openConfirm('/auth/confirm?type=signup&token=bad');
    expect(await screen.findByRole('heading', { name: 'This link is not working' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send me a new link' })).toHaveAttribute('href', '/auth/verify-expired');
    expect(screen.getByRole('link', { name: 'Go to Sign In' })).toHaveAttribute('href', '/auth');
  });

  it('reads the redirect better-auth answers a used magic link with as an invalid link', async () => {
    answerMagicLinkAsUsed();
    openConfirm('/auth/confirm?type=magic_link&token=used');
    expect(await screen.findByRole('heading', { name: 'This link is not working' })).toBeInTheDocument();
    expect(screen.getByText(/Sign-in links work once, for 15 minutes/)).toBeInTheDocument();
  });

  it('tells an invited person, who has no password yet, to ask for a sign-in link instead', async () => {
    answerMagicLinkAsUsed();
    openConfirm('/auth/confirm?type=invite&token=used');
    expect(await screen.findByRole('heading', { name: 'This link is not working' })).toBeInTheDocument();
    expect(screen.getByText(/Invitation links work once, for 15 minutes\. .*choose Email me a sign-in link/)).toBeInTheDocument();
    expect(screen.queryByText(/sign in with your password/)).not.toBeInTheDocument();
  });

  it.each(['/auth/confirm?type=signup', '/auth/confirm?type=other&token=x'])('calls nothing for an incomplete link (%s)', async (link) => {
    const fetchMock = stubConfirm('/api/auth/verify-email');
    openConfirm(link);
    expect(await screen.findByRole('heading', { name: 'This link is not working' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('verify'))).toBe(false);
  });

  it('offers to try again when the server cannot be reached', async () => {
    let down = true;
    stubFetch({
      '/api/session': { body: VISITOR_REPLY },
      '/api/auth/verify-email': () =>
        down ? { status: 503, body: { status: 503, title: 'Service Unavailable' } } : { body: { status: true } },
    });
    const { router } = openConfirm('/auth/confirm?type=signup&token=tok');
    expect(await screen.findByRole('heading', { name: 'We could not confirm your link' })).toBeInTheDocument();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/verified'));
  });
});
