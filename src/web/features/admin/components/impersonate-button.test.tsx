import '#web/testing/dialog-polyfill';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffRole } from '#shared/access/policy';
import type { UserSummary } from '#shared/contracts/admin';
import { sentBodies, stubFetch } from '#web/testing/fetch-stub';
import { TestProviders } from '#web/testing/test-providers';
import { pageNavigation } from '#web/lib/page-navigation';
import { IMPERSONATION_DATA_KEY, IMPERSONATION_RETURN_KEY, IMPERSONATION_TARGET_KEY } from '../impersonation/storage-keys';
import { eachTestAt } from '../testing/each-test-at';
import { ImpersonateButton } from './impersonate-button';

vi.mock('sonner', () => import('#web/testing/toast-spy'));

const NOW = Date.parse('2025-03-01T09:00:00Z');
const target: UserSummary = {
  id: 'member-1',
  email: 'sam@example.com',
  fullName: 'Sam Rivera',
  preferredName: null,
  staffRole: null,
  tier: 'free',
  emailVerified: true,
  membership: { source: 'none', status: 'free', until: null, hardshipLevel: null },
  createdAt: '2025-01-01T00:00:00.000Z',
};
const started = {
  impersonation_session_id: 'sess-9',
  user: { id: 'member-1', email: 'sam@example.com', full_name: 'Sam Rivera' },
  expiresAt: new Date(NOW + 24 * 3600_000).toISOString(),
};

function renderButton(role: StaffRole | null = 'super_admin', person: UserSummary = target) {
  render(
    <TestProviders>
      <ImpersonateButton target={person} viewer={{ id: 'staff-1', role }} />
    </TestProviders>,
  );
}

async function startWith(reason?: string, { confirm = true } = {}) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'View as member: Sam Rivera' }));
  const dialog = screen.getByRole('dialog', { name: 'View Recalibrate as Sam Rivera' });
  const field = within(dialog).getByRole('textbox', { name: 'Reason' });
  if (reason !== undefined) {
    await user.clear(field);
    if (reason) await user.type(field, reason);
  }
  if (confirm)
    await user.click(within(dialog).getByRole('checkbox', { name: 'I confirm this is the reason, and the member will be told.' }));
  await user.click(within(dialog).getByRole('button', { name: 'Start viewing' }));
  return { dialog, field };
}

eachTestAt(NOW, { dateOnly: true });
let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
});

describe('View as member (spec 4, 6, 7, 8, 9)', () => {
  it('starts with the default reason, stores the spec 9 records without tokens, and loads /dashboard', async () => {
    const routes = stubFetch({ 'POST /api/admin/impersonation': { body: started } });
    renderButton();
    const { field } = await startWith();
    expect(field).toHaveValue('Admin debugging session');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/dashboard'));
    expect(sentBodies(routes, 'POST', '/api/admin/impersonation')).toEqual([
      { target_user_id: 'member-1', reason: 'Admin debugging session', reason_confirmed: true },
    ]);
    const stored = JSON.parse(localStorage.getItem(IMPERSONATION_DATA_KEY)!);
    expect(stored).toEqual({
      adminUserId: 'staff-1',
      targetUserId: 'member-1',
      sessionId: 'sess-9',
      timestamp: expect.any(Number),
      expiresAt: NOW + 24 * 3600_000,
    });
    expect(stored.timestamp - NOW).toBeGreaterThanOrEqual(0);
    expect(stored.timestamp - NOW).toBeLessThan(10_000);
    expect(JSON.parse(localStorage.getItem(IMPERSONATION_TARGET_KEY)!)).toEqual(started.user);
    // Issue 16: and the page to return to when the view ends.
    expect(Object.keys(localStorage).sort()).toEqual([IMPERSONATION_DATA_KEY, IMPERSONATION_RETURN_KEY, IMPERSONATION_TARGET_KEY]);
    expect(localStorage.getItem(IMPERSONATION_RETURN_KEY)).toBe(`${window.location.pathname}${window.location.search}`);
  });

  it('sends the reason the staff member wrote', async () => {
    const routes = stubFetch({ 'POST /api/admin/impersonation': { body: started } });
    renderButton();
    await startWith('Checking a billing question');
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(sentBodies(routes, 'POST', '/api/admin/impersonation')).toEqual([
      { target_user_id: 'member-1', reason: 'Checking a billing question', reason_confirmed: true },
    ]);
  });

  it('asks the staff member to confirm the reason before sending (issue 16)', async () => {
    const routes = stubFetch({});
    renderButton();
    const { dialog } = await startWith(undefined, { confirm: false });
    const box = within(dialog).getByRole('checkbox', { name: 'I confirm this is the reason, and the member will be told.' });
    await waitFor(() => expect(box).toHaveAccessibleDescription(/Please confirm the reason; the member will be told\./));
    expect(routes).not.toHaveBeenCalled();
    expect(dialog).toHaveTextContent('read-only');
    expect(dialog).toHaveTextContent('Sam Rivera is emailed who viewed, when and why.');
  });

  it('asks for a reason before sending, under the field, keeping the dialog open', async () => {
    const routes = stubFetch({});
    renderButton();
    const { field } = await startWith('');
    await waitFor(() => expect(field).toHaveAccessibleDescription(/Please give a short reason\./));
    expect(routes).not.toHaveBeenCalled();
  });

  it("says 'You must be logged in to impersonate users' on 401", async () => {
    stubFetch({ 'POST /api/admin/impersonation': { status: 401, body: { title: 'Unauthorized', detail: 'Please sign in to continue.' } } });
    renderButton();
    await startWith();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('You must be logged in to impersonate users', { description: undefined }));
    expect(assign).not.toHaveBeenCalled();
    expect(localStorage.getItem(IMPERSONATION_DATA_KEY)).toBeNull();
  });

  it("shows 'Impersonation Failed' with the server's detail", async () => {
    stubFetch({
      'POST /api/admin/impersonation': {
        status: 403,
        body: { title: 'Forbidden', detail: 'Staff of your rank or higher cannot be impersonated.' },
      },
    });
    renderButton();
    await startWith();
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Impersonation Failed', {
        description: 'Staff of your rank or higher cannot be impersonated.',
      }),
    );
    expect(screen.getByRole('dialog', { name: 'View Recalibrate as Sam Rivera' })).toBeInTheDocument();
  });

  it("falls back to 'Failed to start impersonation session'", async () => {
    stubFetch({ 'POST /api/admin/impersonation': { status: 500, body: { title: 'Internal Server Error' } } });
    renderButton();
    await startWith();
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Impersonation Failed', { description: 'Failed to start impersonation session' }),
    );
  });

  it.each<[string, StaffRole | null, StaffRole | null]>([
    ['an analyst', 'analyst', null],
    ['an admin (the users page and its API are super_admin only)', 'admin', null],
    ['an admin viewing another admin', 'admin', 'admin'],
    ['a super admin viewing another super admin', 'super_admin', 'super_admin'],
  ])('is not offered to %s', (_case, viewer, targetRole) => {
    renderButton(viewer, { ...target, staffRole: targetRole });
    expect(screen.queryByRole('button', { name: /View as member/ })).not.toBeInTheDocument();
  });
});
