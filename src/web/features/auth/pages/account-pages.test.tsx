import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { toast } from 'sonner';
import { fieldErrors, sentBodies, stubFetch } from '#web/testing/fetch-stub';
import { renderPage } from '#web/testing/render-page';
import { testQueryClient } from '#web/testing/test-providers';
import { BILLING_KEY } from '#web/features/memberships/api/get-billing';
import { billingReply, invoice, membershipView, subscribedReply } from '#web/testing/billing-replies';
import { userReply, VISITOR_REPLY } from '#web/testing/sessions';
import AccountSettingsPage from './account-settings-page';
import AccountProfilePage from './account-profile-page';
import { PROFILE_QUERY_KEY } from '../api/profile-query-key';

vi.mock('sonner', () => import('#web/testing/toast-spy'));

afterEach(() => {
  vi.clearAllMocks();
});

const PROFILE = {
  id: 'user-1',
  email: 'sam@example.com',
  fullName: 'Sam Rivera',
  preferredName: null,
  emailVerified: true,
  hasPassword: true,
  tier: 'premium',
  referralCode: 'abcd1234',
  referralCount: 3,
  createdAt: '2026-01-15T10:00:00.000Z',
};

const CHROME_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const FIREFOX_WIN = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SESSIONS = {
  sessions: [
    {
      id: 's-other',
      current: false,
      userAgent: FIREFOX_WIN,
      ipAddress: null,
      createdAt: '2026-02-01T10:00:00.000Z',
      lastActiveAt: '2026-02-02T10:00:00.000Z',
      supportView: false,
    },
    {
      id: 's-here',
      current: true,
      userAgent: CHROME_MAC,
      ipAddress: null,
      createdAt: '2026-02-01T10:00:00.000Z',
      lastActiveAt: '2026-02-03T10:00:00.000Z',
      supportView: false,
    },
  ],
  nextCursor: null,
};

function stubAccount(routes: Record<string, { status?: number; body?: unknown } | (() => { status?: number; body?: unknown })> = {}) {
  return stubFetch({
    '/api/session': { body: userReply() },
    '/api/account/profile': { body: PROFILE },
    '/api/account/sessions': { body: SESSIONS },
    '/api/memberships/billing': { body: subscribedReply() },
    '/api/memberships/invoices': { body: { invoices: [invoice()] } },
    ...routes,
  });
}

const section = async (name: string) => within(await screen.findByRole('region', { name }));

// Member pages: their guard holds them until the session is known, and sends a visitor to sign in.
const openSettings = (path = '/account-settings') => renderPage(<AccountSettingsPage />, { path, access: 'member' });

describe('/account-settings', () => {
  it('saves the names and says so', async () => {
    const fetchMock = stubAccount({ 'PATCH /api/account/profile': { body: { ...PROFILE, preferredName: 'Sunny' } } });
    openSettings();
    const names = await section('Your name');
    expect(names.getByLabelText('Full name')).toHaveValue('Sam Rivera');
    await userEvent.type(names.getByLabelText('Preferred name'), 'Sunny');
    await userEvent.click(names.getByRole('button', { name: 'Save Name' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Saved', { description: 'Your name is updated.' }));
    expect(sentBodies(fetchMock, 'PATCH', '/api/account/profile')).toEqual([{ fullName: 'Sam Rivera', preferredName: 'Sunny' }]);
  });

  it('keeps the names and shows the server’s field error when saving fails', async () => {
    stubAccount({
      'PATCH /api/account/profile': fieldErrors({ fullName: 'Please keep it to 100 characters or fewer.' }),
    });
    openSettings();
    const names = await section('Your name');
    await userEvent.clear(names.getByLabelText('Full name'));
    await userEvent.type(names.getByLabelText('Full name'), 'Samantha Rivera');
    await userEvent.click(names.getByRole('button', { name: 'Save Name' }));
    await waitFor(() =>
      expect(names.getByLabelText('Full name')).toHaveAccessibleDescription('Please keep it to 100 characters or fewer.'),
    );
    expect(names.getByLabelText('Full name')).toHaveValue('Samantha Rivera');
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('follows names saved on another device: taken when nothing is unsaved, offered when something is (spec 7)', async () => {
    let stored: Record<string, unknown> = PROFILE;
    stubAccount({ '/api/account/profile': () => ({ body: stored }) });
    const { client } = openSettings();
    const names = await section('Your name');
    // What the realtime 'profile.updated' handler does (use-profile-updates.ts).
    const savedElsewhere = (change: Record<string, string>) => {
      stored = { ...stored, ...change };
      void client.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
    };
    savedElsewhere({ fullName: 'Sam R. Rivera' });
    await waitFor(() => expect(names.getByLabelText('Full name')).toHaveValue('Sam R. Rivera'));
    expect(names.queryByText('Your name changed on another device or tab')).toBeNull();

    await userEvent.type(names.getByLabelText('Preferred name'), 'Sunny');
    savedElsewhere({ preferredName: 'Sam' });
    expect(await names.findByText('Your name changed on another device or tab')).toBeInTheDocument();
    expect(names.getByLabelText('Preferred name')).toHaveValue('Sunny');
    await userEvent.click(names.getByRole('button', { name: 'Load the new name' }));
    expect(names.getByLabelText('Preferred name')).toHaveValue('Sam');
    expect(names.queryByText('Your name changed on another device or tab')).toBeNull();
  });

  it('changes the email with the current password and shows the server’s message', async () => {
    const fetchMock = stubAccount({
      'POST /api/account/email': {
        body: { ok: true, message: 'We sent a confirmation link to your new address. Your email changes once you open it.' },
      },
    });
    openSettings();
    const email = await section('Email address');
    expect(email.getByText('sam@example.com')).toBeInTheDocument();
    await userEvent.type(email.getByLabelText('New email'), 'new@example.com');
    await userEvent.type(email.getByLabelText('Current password'), 'Calm-river-Stone9!');
    await userEvent.click(email.getByRole('button', { name: 'Change Email' }));
    expect(
      await email.findByText('We sent a confirmation link to your new address. Your email changes once you open it.'),
    ).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/account/email')).toEqual([{ newEmail: 'new@example.com', password: 'Calm-river-Stone9!' }]);
    expect(email.getByLabelText('New email')).toHaveValue('new@example.com');
  });

  it('marks a wrong current password under its field', async () => {
    stubAccount({
      'POST /api/account/email': fieldErrors({ password: 'That password is not right.' }),
    });
    openSettings();
    const email = await section('Email address');
    await userEvent.type(email.getByLabelText('New email'), 'new@example.com');
    await userEvent.type(email.getByLabelText('Current password'), 'wrong');
    await userEvent.click(email.getByRole('button', { name: 'Change Email' }));
    await waitFor(() => expect(email.getByLabelText('Current password')).toHaveAccessibleDescription('That password is not right.'));
    expect(email.getByLabelText('Current password')).toHaveFocus();
  });

  it('changes the password, signing out other devices by default', async () => {
    const fetchMock = stubAccount({ 'POST /api/account/password': { body: { status: true } } });
    openSettings();
    const password = await section('Password');
    expect(password.getByRole('checkbox', { name: 'Sign out my other devices' })).toBeChecked();
    await userEvent.type(password.getByLabelText('Current password'), 'Calm-river-Stone9!');
    await userEvent.type(password.getByLabelText('New password'), 'Quiet-harbour-Light7?');
    expect(password.getByRole('meter', { name: 'Password strength' })).toHaveAttribute('aria-valuetext', 'Strong');
    await userEvent.type(password.getByLabelText('Confirm new password'), 'Quiet-harbour-Light7?');
    await userEvent.click(password.getByRole('button', { name: 'Update Password' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Password updated', { description: 'Your other devices are signed out.' }),
    );
    expect(sentBodies(fetchMock, 'POST', '/api/account/password')).toEqual([
      {
        currentPassword: 'Calm-river-Stone9!',
        newPassword: 'Quiet-harbour-Light7?',
        confirmPassword: 'Quiet-harbour-Light7?',
        signOutOtherSessions: true,
      },
    ]);
    expect(password.getByLabelText('Current password')).toHaveValue('');
  });

  it('lets someone who joined by invitation, with no password yet, choose a first one without a current one', async () => {
    const fetchMock = stubAccount({
      '/api/account/profile': { body: { ...PROFILE, hasPassword: false } },
      'POST /api/account/password/first': { body: { ok: true, message: 'Your password is set.' } },
    });
    openSettings('/account-settings#password');
    const password = await section('Password');
    // The invitation lands here, on the password (confirm-page.tsx).
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Password' })).toHaveFocus());
    expect(await password.findByText('You joined with an invitation')).toBeInTheDocument();
    expect(password.queryByLabelText('Current password')).not.toBeInTheDocument();
    await userEvent.type(password.getByLabelText('New password'), 'Quiet-harbour-Light7?');
    await userEvent.type(password.getByLabelText('Confirm new password'), 'Quiet-harbour-Light7?');
    await userEvent.click(password.getByRole('button', { name: 'Set Password' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Password set', { description: 'You can sign in with it from now on.' }),
    );
    expect(sentBodies(fetchMock, 'POST', '/api/account/password/first')).toEqual([
      { newPassword: 'Quiet-harbour-Light7?', confirmPassword: 'Quiet-harbour-Light7?' },
    ]);
  });

  it('lists the devices in plain words and signs one out', async () => {
    const fetchMock = stubAccount({ 'DELETE /api/account/sessions/s-other': { body: { ok: true } } });
    openSettings();
    const devices = await section('Where you are signed in');
    expect(await devices.findByText('Chrome on macOS')).toBeInTheDocument();
    expect(devices.getByText('This device')).toBeInTheDocument();
    expect(devices.queryByRole('button', { name: 'Sign out Chrome on macOS' })).not.toBeInTheDocument();
    await userEvent.click(devices.getByRole('button', { name: 'Sign out Firefox on Windows' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Signed out', { description: 'Firefox on Windows is signed out.' }));
    expect(devices.getByRole('list', { name: 'Your devices' })).toHaveFocus();
    expect(
      fetchMock.mock.calls.some(([input, init]) => String(input) === '/api/account/sessions/s-other' && init?.method === 'DELETE'),
    ).toBe(true);
  });

  it('names a support view as our team, not as an unknown device (review 4)', async () => {
    const support = { ...SESSIONS.sessions[0]!, id: 's-support', supportView: true };
    stubAccount({ '/api/account/sessions': { body: { ...SESSIONS, sessions: [...SESSIONS.sessions, support] } } });
    openSettings();
    const devices = await section('Where you are signed in');
    expect(await devices.findByText('Recalibrate support')).toBeInTheDocument();
    expect(devices.getByText(/A member of our team is viewing your account to help you/)).toBeInTheDocument();
    expect(devices.getByRole('button', { name: 'Sign out Recalibrate support' })).toBeInTheDocument();
  });

  it('signs out every other device at once', async () => {
    const fetchMock = stubAccount({ 'POST /api/account/sessions/revoke-others': { body: { ok: true } } });
    openSettings();
    const devices = await section('Where you are signed in');
    await userEvent.click(await devices.findByRole('button', { name: 'Sign out all other devices' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Signed out everywhere else', { description: 'Only this device is still signed in.' }),
    );
    expect(sentBodies(fetchMock, 'POST', '/api/account/sessions/revoke-others')).toEqual([{}]);
  });

  it('opens on the reminders when a link asks for them (#reminders, from the Starter Kit)', async () => {
    stubAccount();
    openSettings('/account-settings#reminders');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Reminders and preferences' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('sends a visitor to sign in first', async () => {
    stubFetch({ '/api/session': { body: VISITOR_REPLY } });
    const { router } = openSettings();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toBe('?redirect=%2Faccount-settings');
  });
});

describe('/account-profile', () => {
  it('shows the profile, the referral link with its count, and the membership', async () => {
    stubAccount();
    renderPage(<AccountProfilePage />, { path: '/account-profile', access: 'member' });
    const profile = await section('Profile');
    expect(profile.getByText('Sam Rivera')).toBeInTheDocument();
    expect(profile.getByText('Sam')).toBeInTheDocument();
    const invite = await section('Invite a friend');
    expect(invite.getByLabelText('Your personal link')).toHaveValue(`${window.location.origin}/auth?ref=abcd1234`);
    expect(invite.getByText('3 people have joined through your link.')).toBeInTheDocument();
    const billing = await section('Billing');
    expect(await billing.findByText('Your membership: Premium.')).toBeInTheDocument();
    expect(billing.getByText('Renews on 1 December 2026 for $12.')).toBeInTheDocument();
    expect(billing.getByText('Paid up.')).toBeInTheDocument();
    expect(await billing.findByRole('list', { name: 'Receipts' })).toHaveTextContent('Paid on 1 Nov 2026, invoice TEST-0001');
    expect(billing.getByRole('button', { name: 'Manage membership' })).toBeInTheDocument();
    expect(billing.getByRole('link', { name: 'Compare memberships' })).toHaveAttribute('href', '/memberships');
  });

  // Review 6, finding 10: after paying, the member landed here and nothing said the membership had started.
  it('after a checkout, says the membership started with focus on it, and drops the query from the address', async () => {
    stubAccount();
    // Billing as it was before paying, marked stale by the checkout: the note waits for the new answer.
    const client = testQueryClient();
    client.setQueryData(BILLING_KEY, billingReply());
    void client.invalidateQueries({ queryKey: BILLING_KEY });
    const { router } = renderPage(<AccountProfilePage />, { path: '/account-profile?membership=started', access: 'member', client });
    expect(screen.queryByText('Thank you. Your payment is being confirmed')).not.toBeInTheDocument();
    const note = (await screen.findByText('Your Premium membership has started.')).closest<HTMLElement>('[role="status"]')!;
    await waitFor(() => expect(note).toHaveFocus());
    expect(note).toHaveTextContent('Everything in Premium is open to you now. Your receipt is under Billing below.');
    expect(within(note).getByRole('link', { name: 'go to your dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(router.state.location.pathname).toBe('/account-profile');
    expect(router.state.location.search).toBe('');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('after a checkout whose payment is still being confirmed, says so and asks again until the membership shows', async () => {
    let reply = billingReply({ membership: membershipView({ status: 'incomplete' }), canSubscribe: false });
    stubAccount({ '/api/memberships/billing': () => ({ body: reply }) });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    renderPage(<AccountProfilePage />, { path: '/account-profile?membership=started', access: 'member' });
    expect(await screen.findByText('Thank you. Your payment is being confirmed')).toBeInTheDocument();
    expect(screen.queryByText(/membership has started/)).not.toBeInTheDocument();
    reply = subscribedReply();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await screen.findByText('Your Premium membership has started.')).toBeInTheDocument();
    expect(screen.queryByText('Thank you. Your payment is being confirmed')).not.toBeInTheDocument();
  });

  it('says nothing of a checkout on an ordinary visit', async () => {
    stubAccount();
    renderPage(<AccountProfilePage />, { path: '/account-profile', access: 'member' });
    expect(await (await section('Billing')).findByText('Your membership: Premium.')).toBeInTheDocument();
    expect(screen.queryByText(/membership has started/)).not.toBeInTheDocument();
  });

  it('copies the referral link', async () => {
    stubAccount();
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderPage(<AccountProfilePage />, { path: '/account-profile', access: 'member' });
    const invite = await section('Invite a friend');
    await user.click(invite.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/auth?ref=abcd1234`);
    expect(toast.success).toHaveBeenCalledWith('Link copied', expect.anything());
  });
});
