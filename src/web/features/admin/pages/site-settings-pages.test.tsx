import '#web/testing/dialog-polyfill';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fieldErrors, sentBodies, stubFetch } from '#web/testing/fetch-stub';
import { signedInRoutes } from '#web/testing/sessions';
import { openStaffPage } from '../testing/open-staff-page';

describe('/admin/access-codes', () => {
  const code = {
    id: '7d1c5a7e-8a43-4a39-9d0e-2c7f8f1d9a10',
    code: 'CALM-2025',
    name: 'Friends',
    description: 'For the first friends',
    expiresAt: null,
    maxUses: 10,
    uses: 3,
    disabled: false,
    createdAt: '2025-01-02T10:00:00.000Z',
  };
  const codeRoutes = () => ({ ...signedInRoutes('super_admin'), '/api/admin/access-codes': { body: { codes: [code] } } });

  it('lists codes with their uses and state, and shows the uses of one', async () => {
    stubFetch({
      ...codeRoutes(),
      [`/api/admin/access-codes/${code.id}/uses`]: {
        body: { uses: [{ id: 'u1', sessionId: 's1', ipAddress: '203.0.113.9', userAgent: null, createdAt: '2025-02-01T10:00:00.000Z' }] },
      },
    });
    openStaffPage('/admin/access-codes');
    const row = (await screen.findByRole('rowheader', { name: 'CALM-2025' })).closest('tr')!;
    expect(row).toHaveTextContent('3 of 10');
    expect(row).toHaveTextContent('Active');
    await userEvent.click(within(row).getByRole('button', { name: 'View uses: CALM-2025' }));
    const dialog = screen.getByRole('dialog', { name: 'Uses of CALM-2025' });
    expect(await within(dialog).findByText('203.0.113.9')).toBeInTheDocument();
  });

  it('checks the form with the shared rules before sending, keeping what was typed', async () => {
    const routes = stubFetch(codeRoutes());
    openStaffPage('/admin/access-codes');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Code' }), 'ab');
    await user.type(screen.getByRole('spinbutton', { name: 'Maximum uses (optional)' }), '0');
    await user.click(screen.getByRole('button', { name: 'Create code' }));
    const field = screen.getByRole('textbox', { name: 'Code' });
    await waitFor(() => expect(field).toHaveAccessibleDescription(/Codes need at least 4 characters\./));
    expect(field).toHaveValue('ab');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(/Please name the code\./);
    expect(sentBodies(routes, 'POST', '/api/admin/access-codes')).toEqual([]);
  });

  it('creates a code with expiry as an ISO instant, and shows a server field error under its field', async () => {
    const routes = stubFetch({
      ...codeRoutes(),
      'POST /api/admin/access-codes': fieldErrors({ code: 'That code already exists.' }, 409),
    });
    openStaffPage('/admin/access-codes');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Code' }), 'CALM-2025');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Friends');
    const expires = screen.getByLabelText('Expires (optional)');
    await user.type(expires, '2099-06-01T09:30');
    await user.type(screen.getByRole('spinbutton', { name: 'Maximum uses (optional)' }), '25');
    await user.click(screen.getByRole('button', { name: 'Create code' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Code' })).toHaveAccessibleDescription(/That code already exists\./));
    expect(sentBodies(routes, 'POST', '/api/admin/access-codes')).toEqual([
      { code: 'CALM-2025', name: 'Friends', description: '', expiresAt: new Date(2099, 5, 1, 9, 30).toISOString(), maxUses: 25 },
    ]);
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveValue('CALM-2025');
  });

  it('disables a code', async () => {
    const routes = stubFetch({ ...codeRoutes(), [`PATCH /api/admin/access-codes/${code.id}`]: { body: { ...code, disabled: true } } });
    openStaffPage('/admin/access-codes');
    await userEvent.click(await screen.findByRole('button', { name: 'Disable: CALM-2025' }));
    expect(await screen.findByText('CALM-2025 is disabled. It no longer opens the site.')).toBeInTheDocument();
    expect(sentBodies(routes, 'PATCH', `/api/admin/access-codes/${code.id}`)).toEqual([{ disabled: true }]);
  });
});

describe('/admin/settings', () => {
  it('explains the launch gate and switches it on', async () => {
    const routes = stubFetch({
      ...signedInRoutes('super_admin'),
      '/api/admin/settings/launch-gate': { body: { gated: false } },
      'PUT /api/admin/settings/launch-gate': { body: { gated: true } },
    });
    openStaffPage('/admin/settings');
    const toggle = await screen.findByRole('switch', { name: 'Launch gate' });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(/visitors see a launch screen instead of the site/);
    await userEvent.click(toggle);
    expect(await screen.findByText(/The launch gate is on\./)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Launch gate' })).toBeChecked();
    expect(sentBodies(routes, 'PUT', '/api/admin/settings/launch-gate')).toEqual([{ gated: true }]);
  });

  it('keeps the switch (and focus on it) while it saves, ignoring another press', async () => {
    const routes = stubFetch({
      ...signedInRoutes('super_admin'),
      '/api/admin/settings/launch-gate': { body: { gated: true } },
      'PUT /api/admin/settings/launch-gate': { body: { gated: false } },
    });
    // Hold the save until told, to look at the switch while it is pending.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (init?.method === 'PUT') await held;
        return routes(input, init);
      }),
    );
    openStaffPage('/admin/settings');
    const user = userEvent.setup();
    const toggle = await screen.findByRole('switch', { name: 'Launch gate' });
    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-disabled', 'true'));
    // `disabled` would drop focus to the page.
    expect(toggle).toBeEnabled();
    expect(toggle).toHaveFocus();
    await user.click(toggle);
    release();
    expect(await screen.findByText(/The launch gate is off\./)).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveFocus();
    expect(sentBodies(routes, 'PUT', '/api/admin/settings/launch-gate')).toEqual([{ gated: false }]);
  });
});

describe('/admin/email-management', () => {
  const message = {
    id: '0b6b8f8e-5f0a-4a8e-9d33-7a1f0c1e2d3b',
    type: 'signup',
    to: 'noor@example.com',
    subject: 'Confirm your email',
    status: 'failed',
    transport: 'smtp',
    attempts: 3,
    lastError: 'Connection refused',
    createdAt: '2025-03-01T09:00:00.000Z',
    sentAt: null,
  };

  it('filters by status and search, and resends', async () => {
    const routes = stubFetch({
      ...signedInRoutes('super_admin'),
      '/api/admin/emails': { body: { messages: [message], nextCursor: null } },
      [`POST /api/admin/emails/${message.id}/resend`]: { body: { ok: true, message: 'The email is queued to be sent again.' } },
    });
    openStaffPage('/admin/email-management');
    const user = userEvent.setup();
    const filter = await screen.findByRole('search', { name: 'Filter emails' });
    await user.selectOptions(within(filter).getByRole('combobox', { name: 'Status' }), 'failed');
    await user.type(within(filter).getByRole('searchbox', { name: 'Recipient or subject' }), 'noor');
    await user.click(within(filter).getByRole('button', { name: 'Show emails' }));
    await waitFor(() => expect(routes.mock.calls.map(([url]) => String(url))).toContain('/api/admin/emails?q=noor&status=failed'));
    const address = await screen.findByRole('rowheader', { name: 'noor@example.com' });
    // The address stays on one line: the table scrolls sideways instead.
    expect(address).toHaveClass('whitespace-nowrap');
    const row = address.closest('tr')!;
    expect(row).toHaveTextContent('Connection refused');
    await user.click(within(row).getByRole('button', { name: 'Resend: Confirm your email to noor@example.com' }));
    expect(await screen.findByText(/The email is queued to be sent again\./)).toBeInTheDocument();
  });

  it('sends a test email, with the address checked first', async () => {
    const routes = stubFetch({
      ...signedInRoutes('super_admin'),
      '/api/admin/emails': { body: { messages: [], nextCursor: null } },
      'POST /api/admin/emails/test': { body: { ok: true, message: 'A test email is on its way.' } },
    });
    openStaffPage('/admin/email-management');
    const user = userEvent.setup();
    const to = await screen.findByRole('textbox', { name: 'Send a test email to' });
    await user.type(to, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send test email' }));
    await waitFor(() => expect(to).toHaveAccessibleDescription(/valid email address/));
    await user.clear(to);
    await user.type(to, 'Kim@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send test email' }));
    expect(await screen.findByText('A test email is on its way.')).toBeInTheDocument();
    expect(sentBodies(routes, 'POST', '/api/admin/emails/test')).toEqual([{ to: 'kim@example.com' }]);
  });

  it("says 'Failed to send email' when the mail server refuses the test email", async () => {
    stubFetch({
      ...signedInRoutes('super_admin'),
      '/api/admin/emails': { body: { messages: [], nextCursor: null } },
      'POST /api/admin/emails/test': {
        status: 502,
        body: { title: 'Bad Gateway', status: 502, detail: 'Failed to send email', transportError: 'ECONNREFUSED' },
      },
    });
    openStaffPage('/admin/email-management');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Send a test email to' }), 'kim@example.com');
    await user.click(screen.getByRole('button', { name: 'Send test email' }));
    expect(await screen.findByText('Failed to send email')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Send a test email to' })).toHaveValue('kim@example.com');
  });
});
