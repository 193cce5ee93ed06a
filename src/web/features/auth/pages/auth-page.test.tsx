import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fieldErrors, sentBodies, stubFetch } from '#web/testing/fetch-stub';
import { renderPage } from '#web/testing/render-page';
import { adminCheckReply, userReply, VISITOR_REPLY } from '#web/testing/sessions';
import AuthPage from './auth-page';
import VerifyPage from './verify-page';
import { expectLink } from '#web/testing/expect-link';

const STRONG = 'Calm-river-Stone9!';

/** Visitor until a sign-in succeeds; then the session says signed in. */
function stubSignIn(reply: { status?: number; body?: unknown }) {
  let signedIn = false;
  return stubFetch({
    '/api/session': () => ({ body: signedIn ? userReply() : VISITOR_REPLY }),
    'POST /api/auth/sign-in/email': () => {
      if ((reply.status ?? 200) < 400) signedIn = true;
      return reply;
    },
    'POST /api/auth/sign-in/magic-link': { body: { status: true } },
  });
}

/** The sign-in form (registration sits in a hidden tab panel beside it). */
const panel = async () => within(await screen.findByRole('tabpanel', { name: 'Sign in' }));

async function signIn(email = 'sam@example.com', password = STRONG) {
  const form = await panel();
  await userEvent.type(form.getByLabelText('Email'), email);
  await userEvent.type(form.getByLabelText('Password'), password);
  await userEvent.click(form.getByRole('button', { name: 'Sign In' }));
}

describe('/auth sign in', () => {
  it('signs in and returns to the page in ?redirect=', async () => {
    const fetchMock = stubSignIn({ body: { redirect: false, token: 't' } });
    const { router } = renderPage(<AuthPage />, { path: '/auth?redirect=%2Fglossary%3Fa%3D1' });
    await signIn();
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/glossary?a=1'));
    expect(sentBodies(fetchMock, 'POST', '/api/auth/sign-in/email')).toEqual([{ email: 'sam@example.com', password: STRONG }]);
  });

  it('goes to /dashboard without a redirect, or with one to another site', async () => {
    stubSignIn({ body: {} });
    const { router } = renderPage(<AuthPage />, { path: '/auth?redirect=https%3A%2F%2Fevil.example%2F' });
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('says one calm sentence for a wrong email or password, keeping what was typed', async () => {
    stubSignIn({
      status: 401,
      body: { status: 401, title: 'Unauthorized', detail: 'Invalid email or password', code: 'INVALID_EMAIL_OR_PASSWORD' },
    });
    renderPage(<AuthPage />, { path: '/auth' });
    await signIn();
    expect(await screen.findByText('That email and password do not match.')).toBeInTheDocument();
    expect((await panel()).getByLabelText('Email')).toHaveValue('sam@example.com');
    expect((await panel()).getByLabelText('Password')).toHaveValue(STRONG);
  });

  it('guides an unconfirmed address to /auth/verify', async () => {
    stubSignIn({ status: 403, body: { status: 403, title: 'Forbidden', code: 'EMAIL_NOT_VERIFIED' } });
    renderPage(<AuthPage />, { path: '/auth' });
    await signIn();
    expect(await screen.findByText('Please confirm your email first')).toBeInTheDocument();
    expectLink('Send me a new confirmation link', '/auth/verify?email=sam%40example.com');
  });

  it('says how long to wait after too many attempts', async () => {
    stubSignIn({ status: 429, body: { status: 429, title: 'Too Many Requests', retryAfterSeconds: 600 } });
    renderPage(<AuthPage />, { path: '/auth' });
    await signIn();
    expect(await screen.findByText('Too many attempts')).toBeInTheDocument();
    expect(screen.getByText('Please wait 10 minutes before trying again.')).toBeInTheDocument();
  });

  it('checks the fields before sending, marking and focusing the first that needs attention', async () => {
    const fetchMock = stubSignIn({ body: {} });
    renderPage(<AuthPage />, { path: '/auth' });
    const form = await panel();
    await userEvent.type(form.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(form.getByRole('button', { name: 'Sign In' }));
    const email = form.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter a valid email address, like name@example.com.');
    expect(form.getByLabelText('Password')).toHaveAccessibleDescription('Please enter your password.');
    expect(sentBodies(fetchMock, 'POST', '/api/auth/sign-in/email')).toEqual([]);
  });

  it('links Forgot your password? to /auth/reset-password', async () => {
    stubSignIn({ body: {} });
    renderPage(<AuthPage />, { path: '/auth' });
    expect(await screen.findByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/auth/reset-password');
  });

  it('emails a sign-in link to the typed address, coming back to the redirect', async () => {
    const fetchMock = stubSignIn({ body: {} });
    renderPage(<AuthPage />, { path: '/auth?redirect=%2Fsofia' });
    await userEvent.type((await panel()).getByLabelText('Email'), 'Sam@Example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    expect(await screen.findByText('Check your inbox')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/auth/sign-in/magic-link')).toEqual([{ email: 'sam@example.com', callbackURL: '/sofia' }]);
  });

  it('asks for an email before sending a sign-in link', async () => {
    const fetchMock = stubSignIn({ body: {} });
    renderPage(<AuthPage />, { path: '/auth' });
    await userEvent.click(await screen.findByRole('button', { name: 'Email me a sign-in link' }));
    expect(await screen.findByText('Please enter your email address.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/auth/sign-in/magic-link')).toEqual([]);
  });

  it('sends someone already signed in straight on', async () => {
    stubFetch({ '/api/session': { body: userReply() } });
    const { router } = renderPage(<AuthPage />, { path: '/auth?redirect=%2Fglossary' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/glossary'));
  });

  it('tells a member a staff page sent here why, with the way on and the way to another account', async () => {
    let signedIn = true;
    const fetchMock = stubFetch({
      '/api/session': () => ({ body: signedIn ? userReply() : VISITOR_REPLY }),
      '/api/admin/check': { body: adminCheckReply(null) },
      'POST /api/auth/sign-out': () => {
        signedIn = false;
        return { body: {} };
      },
    });
    const { router } = renderPage(<p>Sales</p>, { path: '/admin/sales', access: 'analyst', routes: { '/auth': <AuthPage /> } });
    expect(await screen.findByRole('heading', { level: 1, name: 'That page is for our team' })).toBeInTheDocument();
    // Spec 4: the admin guard sends them to /auth; the page says why rather than passing them on.
    expect(router.state.location.pathname).toBe('/auth');
    expect(screen.getByText(/You are signed in as sam@example.com\./)).toBeInTheDocument();
    expectLink('Go to your dashboard', '/dashboard');
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(sentBodies(fetchMock, 'POST', '/api/auth/sign-out')).toEqual([{}]);
    expect(await screen.findByRole('tabpanel', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
  });
});

describe('/auth registration', () => {
  function stubSignUp(
    reply: { status?: number; body?: unknown } = { body: { message: 'Check your inbox: we sent a link to confirm your email.' } },
  ) {
    return stubFetch({ '/api/session': { body: VISITOR_REPLY }, 'POST /api/account/sign-up': reply });
  }

  async function openRegistration(path = '/auth') {
    renderPage(<AuthPage />, { path });
    if (path.includes('ref=')) return;
    await userEvent.click(await screen.findByRole('tab', { name: 'Create account' }));
  }

  async function fill(over: Partial<Record<'name' | 'email' | 'password' | 'confirm', string>> = {}, accept = true) {
    const panel = await screen.findByRole('tabpanel', { name: 'Create account' });
    const field = (label: string) => within(panel).getByLabelText(label);
    await userEvent.type(field('Full name'), over.name ?? 'Grace Hopper');
    await userEvent.type(field('Email'), over.email ?? 'grace@example.com');
    await userEvent.type(field('Password'), over.password ?? STRONG);
    await userEvent.type(field('Confirm password'), over.confirm ?? over.password ?? STRONG);
    if (accept) await userEvent.click(within(panel).getByRole('checkbox'));
    return panel;
  }

  it('is a tab beside sign-in, reachable with the arrow keys', async () => {
    stubSignUp();
    renderPage(<AuthPage />, { path: '/auth' });
    const signInTab = await screen.findByRole('tab', { name: 'Sign in' });
    expect(signInTab).toHaveAttribute('aria-selected', 'true');
    signInTab.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Create account' })).toHaveFocus();
    expect(await screen.findByRole('heading', { name: 'Create Your Account' })).toBeInTheDocument();
  });

  it('creates the account with the policy acceptance and goes to /auth/verify', async () => {
    const fetchMock = stubSignUp();
    const { router } = renderPage(<AuthPage />, { path: '/auth?mode=register', routes: { '/auth/verify': <VerifyPage /> } });
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/auth/verify?email=grace%40example.com'),
    );
    expect(sentBodies(fetchMock, 'POST', '/api/account/sign-up')).toEqual([
      { fullName: 'Grace Hopper', email: 'grace@example.com', password: STRONG, confirmPassword: STRONG, acceptTerms: true },
    ]);
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
  });

  it('opens registration for a referral link and sends the code', async () => {
    const fetchMock = stubSignUp();
    await openRegistration('/auth?ref=abc123xy');
    expect(await screen.findByText('A friend shared their link with you. Welcome.')).toBeInTheDocument();
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(sentBodies(fetchMock, 'POST', '/api/account/sign-up')).toHaveLength(1));
    expect(sentBodies(fetchMock, 'POST', '/api/account/sign-up')[0]).toMatchObject({ referralCode: 'abc123xy' });
  });

  it('shows the live strength meter with its label and hints', async () => {
    stubSignUp();
    await openRegistration();
    const panel = await screen.findByRole('tabpanel', { name: 'Create account' });
    await userEvent.type(within(panel).getByLabelText('Password'), 'abc');
    expect(within(panel).getByRole('meter', { name: 'Password strength' })).toHaveAttribute('aria-valuetext', 'Weak');
    expect(within(panel).getByText('Avoid common patterns like 123, abc, qwe or password')).toBeInTheDocument();
    await userEvent.clear(within(panel).getByLabelText('Password'));
    await userEvent.type(within(panel).getByLabelText('Password'), 'Quiet-harbour-Light7?');
    expect(within(panel).getByText('Strong')).toBeInTheDocument();
  });

  it('never calls a password the rules refuse strong, names the failing rule, and can show the password (issue 16)', async () => {
    stubSignUp();
    await openRegistration();
    const panel = await screen.findByRole('tabpanel', { name: 'Create account' });
    const field = within(panel).getByLabelText('Password');
    await userEvent.type(field, 'Calm#River22');
    expect(within(panel).getByRole('meter', { name: 'Password strength' })).toHaveAttribute('aria-valuetext', 'Fair');
    expect(within(panel).getByText('Add one of these symbols: @$!%*?&')).toBeInTheDocument();
    expect(within(panel).getByText('# is not among the symbols we accept (@$!%*?&)')).toBeInTheDocument();
    expect(field).toHaveAttribute('type', 'password');
    const toggle = within(panel).getAllByRole('button', { name: 'Show password' })[0]!;
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(field).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it('checks the spec 5 rules and the terms before sending', async () => {
    const fetchMock = stubSignUp();
    await openRegistration();
    const panel = await fill({ name: 'R2', password: 'weakpass' }, false);
    await userEvent.click(within(panel).getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(within(panel).getByLabelText('Full name')).toHaveFocus());
    expect(within(panel).getByLabelText('Full name')).toHaveAccessibleDescription(
      'Names can use letters, spaces, hyphens and apostrophes.',
    );
    expect(within(panel).getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(within(panel).getByRole('checkbox')).toHaveAccessibleDescription(
      'Please accept the Terms of Service and Privacy Policy to continue.',
    );
    expect(sentBodies(fetchMock, 'POST', '/api/account/sign-up')).toEqual([]);
  });

  it('asks for the same password twice', async () => {
    const fetchMock = stubSignUp();
    await openRegistration();
    const panel = await fill({ confirm: 'Calm-river-Stone8!' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(within(panel).getByLabelText('Confirm password')).toHaveFocus());
    expect(within(panel).getByLabelText('Confirm password')).toHaveAccessibleDescription('The passwords do not match.');
    expect(sentBodies(fetchMock, 'POST', '/api/account/sign-up')).toEqual([]);
  });

  it('links the Terms of Service and the Privacy Policy, opening in a new tab', async () => {
    stubSignUp();
    await openRegistration();
    const panel = within(await screen.findByRole('tabpanel', { name: 'Create account' }));
    expect(panel.getByRole('link', { name: /^Terms of Service/ })).toHaveAttribute('href', '/terms-of-service');
    expect(panel.getByRole('link', { name: /^Privacy Policy/ })).toHaveAttribute('target', '_blank');
  });

  it('shows the server’s field errors under the fields, keeping what was typed', async () => {
    stubSignUp(fieldErrors({ email: 'Email addresses can be at most 254 characters.' }));
    await openRegistration();
    const panel = await fill();
    await userEvent.click(within(panel).getByRole('button', { name: 'Create Account' }));
    await waitFor(() =>
      expect(within(panel).getByLabelText('Email')).toHaveAccessibleDescription('Email addresses can be at most 254 characters.'),
    );
    expect(within(panel).getByLabelText('Full name')).toHaveValue('Grace Hopper');
    expect(within(panel).getByLabelText('Password')).toHaveValue(STRONG);
  });
});
