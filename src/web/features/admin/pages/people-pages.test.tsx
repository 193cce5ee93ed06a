import '#web/testing/dialog-polyfill';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUDIT_ACTIONS } from '#shared/contracts/admin';
import { describe, expect, it } from 'vitest';
import type { StaffRole } from '#shared/access/policy';
import type { UserSummary } from '#shared/contracts/admin';
import { fieldErrors, sentBodies, stubFetch } from '#web/testing/fetch-stub';
import { signedInRoutes } from '#web/testing/sessions';
import { openStaffPage } from '../testing/open-staff-page';
import { textsByRole } from '#web/testing/texts';
import { rankTooLowState } from '#web/lib/staff-only';

function person(id: string, fullName: string, staffRole: StaffRole | null = null): UserSummary {
  return {
    id,
    email: `${fullName.split(' ')[0].toLowerCase()}@example.com`,
    fullName,
    preferredName: null,
    staffRole,
    tier: 'free',
    emailVerified: true,
    membership: { source: 'none', status: 'free', until: null, hardshipLevel: null },
    createdAt: '2025-01-02T10:00:00.000Z',
  };
}

const me = person('user-1', 'Sam Rivera', 'super_admin');
const ava = person('ava', 'Ava Stone', 'admin');
const noor = person('noor', 'Noor Haddad');

describe('/admin dashboard', () => {
  it('greets the viewer with their role and quick links; an analyst gets no member tools', async () => {
    stubFetch(signedInRoutes('analyst'));
    openStaffPage('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByText(/Hello, Sam\. You are signed in as/)).toBeInTheDocument();
    const quick = screen.getByRole('region', { name: 'Quick links' });
    expect(textsByRole(quick, 'link')).toEqual(['Analytics', 'Traffic']);
    expect(screen.queryByRole('search', { name: 'Find a member' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Invite someone' })).not.toBeInTheDocument();
  });

  it.each([
    ['analyst', 11],
    ['admin', 11],
    ['super_admin', 14],
  ] as const)('lists the documentation a %s may read (%i pages), from the route table', async (role, pages) => {
    stubFetch(signedInRoutes(role));
    openStaffPage('/admin');
    const docs = await screen.findByRole('region', { name: 'Documentation' });
    const links = within(docs).getAllByRole('link');
    expect(links).toHaveLength(pages);
    expect(within(docs).getByRole('link', { name: 'Sofia Access' })).toHaveAttribute('href', '/admin/sofia-access-docs');
    // The index and the draft writer are the super admin's (spec 2.7).
    expect(within(docs).queryAllByRole('link', { name: /^(Documentation|AI Doc Creator)$/ })).toHaveLength(role === 'super_admin' ? 2 : 0);
  });

  it('says which role a page needed when the guard sent the viewer here for want of it', async () => {
    stubFetch(signedInRoutes('analyst'));
    const { router } = openStaffPage('/admin');
    await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' });
    expect(screen.queryByText('That page needs another role')).not.toBeInTheDocument();
    await router.navigate('/admin', { replace: true, state: rankTooLowState('super_admin') });
    expect(await screen.findByText(/The page you opened is for the super admin role and above/)).toBeInTheDocument();
  });

  it('shows staff the crisis cards shown by day, page and tier, numbers only', async () => {
    stubFetch({
      ...signedInRoutes('analyst'),
      '/api/admin/crisis-card-counts': {
        body: {
          days: 30,
          counts: [
            { day: '2026-03-02', surface: 'journal', tier: 1, count: 2 },
            { day: '2026-03-01', surface: 'contact', tier: 2, count: 1 },
          ],
        },
      },
    });
    openStaffPage('/admin');
    expect(await screen.findByText('3 crisis cards were shown in the last 30 days.')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Crisis cards shown, last 30 days, newest first' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => textsByRole(row, 'cell'));
    expect(rows).toEqual([
      ['Journal', 'Tier 1: explicit', '2'],
      ['Contact form', 'Tier 2: asked directly', '1'],
    ]);
  });

  it('gives an admin no member tools: finding and inviting people is the users page’s, super_admin only', async () => {
    stubFetch(signedInRoutes('admin'));
    openStaffPage('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('search', { name: 'Find a member' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Invite someone' })).not.toBeInTheDocument();
  });

  it('lets a super admin find a member and offers View as member', async () => {
    const routes = stubFetch({ ...signedInRoutes('super_admin'), '/api/admin/users': { body: { users: [noor], nextCursor: null } } });
    openStaffPage('/admin');
    const search = await screen.findByRole('search', { name: 'Find a member' });
    await userEvent.type(within(search).getByRole('searchbox', { name: 'Find a member' }), 'noor');
    await userEvent.click(within(search).getByRole('button', { name: 'Search' }));
    const table = await screen.findByRole('table', { name: 'Members found' });
    expect(within(table).getByRole('rowheader', { name: 'Noor Haddad' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'View as member: Noor Haddad' })).toBeInTheDocument();
    expect(routes.mock.calls.some(([url]) => String(url) === '/api/admin/users?q=noor')).toBe(true);
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('1 person found for “noor”.');
  });

  it('invites someone, and shows a server field error under its field, keeping what was typed', async () => {
    stubFetch({
      ...signedInRoutes('super_admin'),
      'POST /api/admin/users/invite': fieldErrors({ email: 'This person already has an account.' }, 409),
    });
    openStaffPage('/admin');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Full name' }), 'Noor Haddad');
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'noor@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    const email = screen.getByRole('textbox', { name: 'Email address' });
    await waitFor(() => expect(email).toHaveAccessibleDescription('This person already has an account.'));
    expect(email).toHaveValue('noor@example.com');
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Noor Haddad');
  });
});

/** The notice that holds `text`, which takes focus after an action. */
const notice = (text: string) => screen.getByText(text).closest('[tabindex="-1"]');

describe('/admin/admin-users', () => {
  const staffRoutes = () => ({
    ...signedInRoutes('super_admin'),
    '/api/admin/staff': { body: { users: [me, ava] } },
    '/api/admin/audit': {
      body: {
        entries: [
          {
            id: 'a1',
            actorUserId: 'user-1',
            actorEmail: 'sam@example.com',
            action: 'impersonation.start',
            targetUserId: 'noor',
            targetEmail: 'noor@example.com',
            reason: 'Admin debugging session',
            details: { sessionId: 's1' },
            createdAt: '2025-03-01T09:00:00.000Z',
          },
          {
            id: 'a3',
            actorUserId: 'user-1',
            actorEmail: 'sam@example.com',
            action: 'staff_role.set',
            targetUserId: 'noor',
            targetEmail: 'noor@example.com',
            reason: null,
            details: { from: null, to: 'super_admin' },
            createdAt: '2025-02-28T08:00:00.000Z',
          },
          {
            id: 'a2',
            actorUserId: 'user-1',
            actorEmail: 'sam@example.com',
            action: 'contact_message.status',
            targetUserId: null,
            targetEmail: null,
            reason: null,
            details: { messageId: 'm1', status: 'answered' },
            createdAt: '2025-02-28T09:00:00.000Z',
          },
        ],
        nextCursor: null,
      },
    },
    '/api/admin/users': { body: { users: [noor, ava], nextCursor: null } },
  });

  it('lists staff, leaves the viewer’s own role alone, and shows the audit log', async () => {
    stubFetch(staffRoutes());
    openStaffPage('/admin/admin-users');
    const staff = await screen.findByRole('table', { name: 'Staff members and their roles' });
    const own = (await within(staff).findByRole('rowheader', { name: 'Sam Rivera' })).closest('tr')!;
    expect(own).toHaveTextContent('This is you.');
    expect(within(own).queryByRole('button')).not.toBeInTheDocument();
    const log = await screen.findByRole('table', { name: 'Audit log, newest first' });
    expect(await within(log).findByText(/Started viewing as/)).toBeInTheDocument();
    expect(within(log).getByText('Admin debugging session')).toBeInTheDocument();
    expect(within(log).getByText(/Changed the status of a contact message/)).toBeInTheDocument();
    // Which role: granting super admin does not read like any other change (review 3).
    expect(within(log).getByText(/Changed a staff role: made super admin/)).toBeInTheDocument();
    // Every action in the filter is in words that stand on their own, never a code or half a sentence.
    const actions = within(screen.getByRole('form', { name: 'Search the audit log' })).getByRole('combobox', { name: /Action/ });
    const labels = within(actions)
      .getAllByRole('option')
      .map((option) => option.textContent!);
    expect(labels).toHaveLength(AUDIT_ACTIONS.length + 1);
    expect(labels.filter((label) => /[._]|\b(of|as)$/.test(label))).toEqual([]);
  });

  it('grants a role to a member found by search', async () => {
    const routes = stubFetch({ ...staffRoutes(), 'PUT /api/admin/staff/noor': { body: { ...noor, staffRole: 'admin' } } });
    openStaffPage('/admin/admin-users');
    const user = userEvent.setup();
    const search = await screen.findByRole('search', { name: 'Find a member to grant a role' });
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    const results = await screen.findByRole('table', { name: 'Members who could be given a role' });
    expect(within(results).getByRole('rowheader', { name: 'Ava Stone' }).closest('tr')).toHaveTextContent('Already staff');
    await user.selectOptions(within(results).getByRole('combobox', { name: 'Role to grant Noor Haddad' }), 'admin');
    await user.click(within(results).getByRole('button', { name: 'Grant role: Noor Haddad' }));
    // The row turns into "Already staff" with the button that had focus: focus goes to the news.
    await waitFor(() => expect(notice('Noor Haddad is now an admin.')).toHaveFocus());
    expect(sentBodies(routes, 'PUT', '/api/admin/staff/noor')).toEqual([{ role: 'admin' }]);
  });

  it('keeps an address on one line in the staff and search tables, which scroll sideways instead', async () => {
    stubFetch(staffRoutes());
    openStaffPage('/admin/admin-users');
    const staff = await screen.findByRole('table', { name: 'Staff members and their roles' });
    expect(await within(staff).findByRole('cell', { name: 'ava@example.com' })).toHaveClass('whitespace-nowrap');
    await userEvent.click(within(await screen.findByRole('search')).getByRole('button', { name: 'Search' }));
    const results = await screen.findByRole('table', { name: 'Members who could be given a role' });
    expect(await within(results).findByRole('cell', { name: 'noor@example.com' })).toHaveClass('whitespace-nowrap');
  });

  it('asks before removing a role; Keep their role changes nothing', async () => {
    const routes = stubFetch({ ...staffRoutes(), 'PUT /api/admin/staff/ava': { body: { ...ava, staffRole: null } } });
    openStaffPage('/admin/admin-users');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove role: Ava Stone' }));
    let dialog = screen.getByRole('dialog', { name: "Remove Ava Stone's staff role?" });
    expect(dialog).toHaveAccessibleDescription(/lose access to the back office straight away/);
    await user.click(within(dialog).getByRole('button', { name: 'Keep their role' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sentBodies(routes, 'PUT', '/api/admin/staff/ava')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Remove role: Ava Stone' }));
    dialog = screen.getByRole('dialog', { name: "Remove Ava Stone's staff role?" });
    await user.click(within(dialog).getByRole('button', { name: 'Remove role' }));
    expect(await screen.findByText('Ava Stone no longer has a staff role.')).toBeInTheDocument();
    expect(sentBodies(routes, 'PUT', '/api/admin/staff/ava')).toEqual([{ role: null }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The dialog closed and the row that opened it goes: focus is on the news, not the page.
    expect(notice('Ava Stone no longer has a staff role.')).toHaveFocus();
  });

  it('changes a role, and keeps focus on the news once Save waits for another change', async () => {
    const routes = stubFetch({ ...staffRoutes(), 'PUT /api/admin/staff/ava': { body: { ...ava, staffRole: 'analyst' } } });
    openStaffPage('/admin/admin-users');
    const user = userEvent.setup();
    const save = await screen.findByRole('button', { name: 'Save role for Ava Stone' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role for Ava Stone' }), 'analyst');
    await user.click(save);
    await waitFor(() => expect(notice('Ava Stone is now an analyst.')).toHaveFocus());
    expect(sentBodies(routes, 'PUT', '/api/admin/staff/ava')).toEqual([{ role: 'analyst' }]);
  });

  it('changes a role and shows the server’s refusal plainly', async () => {
    stubFetch({
      ...staffRoutes(),
      'PUT /api/admin/staff/ava': {
        status: 409,
        body: { title: 'Conflict', detail: 'You cannot change your own role. Ask another super admin.' },
      },
    });
    openStaffPage('/admin/admin-users');
    const user = userEvent.setup();
    const save = await screen.findByRole('button', { name: 'Save role for Ava Stone' });
    expect(save).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role for Ava Stone' }), 'analyst');
    await user.click(save);
    expect(await screen.findByRole('alert')).toHaveTextContent('You cannot change your own role. Ask another super admin.');
  });
});

describe('/admin/users', () => {
  it('opens a member, gives them a tier with a reason, and offers View as member', async () => {
    const none = { source: 'none', status: 'free', until: null, hardshipLevel: null };
    const granted = {
      tier: 'premium',
      summary: { source: 'grant', status: 'granted', until: null, hardshipLevel: null },
      hardshipReviewAt: null,
      grants: [
        {
          id: 'g1',
          tier: 'premium',
          reason: 'Beta tester',
          grantedByEmail: 'sam@example.com',
          createdAt: '2025-03-01T10:00:00.000Z',
          expiresAt: null,
          revokedAt: null,
        },
      ],
      subscriptions: [],
    };
    const routes = stubFetch({
      ...signedInRoutes('super_admin'),
      '/api/admin/users': { body: { users: [noor], nextCursor: null } },
      '/api/admin/users/noor': { body: { ...noor, activeSessions: 2, referralCount: 1 } },
      '/api/admin/users/noor/membership': { body: { tier: 'free', summary: none, hardshipReviewAt: null, grants: [], subscriptions: [] } },
      'POST /api/admin/users/noor/grants': { body: granted },
    });
    openStaffPage('/admin/users');
    const user = userEvent.setup();
    expect(await screen.findByText('None, free')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Open: Noor Haddad' }));
    const dialog = screen.getByRole('dialog', { name: 'Noor Haddad' });
    expect(await within(dialog).findByText('Active sessions')).toBeInTheDocument();
    await within(dialog).findByRole('combobox', { name: 'Tier to give' });
    await user.click(within(dialog).getByRole('button', { name: 'Give tier' }));
    expect(await within(dialog).findByText('Please give a short reason.')).toBeInTheDocument();
    expect(sentBodies(routes, 'POST', '/api/admin/users/noor/grants')).toEqual([]);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Tier to give' }), 'premium');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Beta tester');
    await user.click(within(dialog).getByRole('button', { name: 'Give tier' }));
    expect(await within(dialog).findByText('Granted. Their tier is now Premium.')).toBeInTheDocument();
    expect(sentBodies(routes, 'POST', '/api/admin/users/noor/grants')).toEqual([{ tier: 'premium', reason: 'Beta tester', lastDay: null }]);
    expect(within(dialog).getByRole('button', { name: 'View as member: Noor Haddad' })).toBeInTheDocument();
  });
});

describe('/admin/users: a member’s metrics', () => {
  it('shows the comprehensive data and metrics the job stored, and asks for them again', async () => {
    const routes = stubFetch({
      ...signedInRoutes('super_admin'),
      '/api/admin/users': { body: { users: [noor], nextCursor: null } },
      '/api/admin/users/noor': { body: { ...noor, activeSessions: 1, referralCount: 0 } },
      '/api/admin/analytics/members/noor': {
        body: {
          computed_at: '2026-11-20T03:30:00.000Z',
          data_summary: {
            total_modules_completed: 4,
            soulprint_completion: 60,
            latest_quiz_date: null,
            last_active_date: '2026-11-19T10:00:00.000Z',
            total_journal_entries: 7,
          },
          recent_coaching_sessions: [],
          metrics: { community_engagement_score: 15, content_completion_rate: 50, avg_session_length_minutes: 2.25 },
          data_quality: {
            profile_completion_percentage: 70,
            assessments_started: 3,
            assessments_completed: 2,
            data_export_requests: 0,
            account_verification_status: 'verified',
            duplicate_account_flags: [{ duplicate_user_id: 'twin', match_type: 'name', confidence: 50 }],
            data_health_score: 68,
          },
          business_events: [{ metric_type: 'conversion_event', metric_value: 1, event: 'sign_up', created_at: '2026-11-01T10:00:00.000Z' }],
        },
      },
      'POST /api/admin/analytics/members/noor/refresh': { status: 202, body: { queued: true } },
    });
    openStaffPage('/admin/users');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open: Noor Haddad' }));
    const dialog = screen.getByRole('dialog', { name: 'Noor Haddad' });
    const metrics = await within(dialog).findByRole('region', { name: 'Activity and metrics' });
    expect(await within(metrics).findByText('Data health score')).toBeInTheDocument();
    expect(metrics).toHaveTextContent('Average session2.3 min');
    expect(metrics).toHaveTextContent('Assessments started / completed3 / 2');
    expect(metrics).toHaveTextContent('twin (name, 50%)');
    expect(within(metrics).getByRole('list', { name: 'Business events' })).toHaveTextContent('sign_up');
    await user.click(within(metrics).getByRole('button', { name: 'Work out again' }));
    expect(await within(metrics).findByText(/Asked for/)).toBeInTheDocument();
    expect(sentBodies(routes, 'POST', '/api/admin/analytics/members/noor/refresh')).toEqual([{}]);
  });
});

describe('/admin/security', () => {
  it('shows the headers check, failed sign-ins, staff sessions to sign out and impersonations', async () => {
    const security = {
      failedSignIns: [{ email: 'noor@example.com', failures: 3, lastFailedAt: '2026-11-20T10:00:00.000Z', lockedUntil: null }],
      failedSignInsPerDay: [
        { day: '2026-11-19', count: 0 },
        { day: '2026-11-20', count: 12 },
      ],
      rateLimitHits: [{ route: '/api/auth/*', hits: 7, callers: 2, lastAt: '2026-11-20T10:05:00.000Z' }],
      unusualAccounts: [{ email: 'noor@example.com', reasons: ['10 or more failed sign-ins in a day'] }],
      staffSessions: [
        {
          id: 's1',
          email: 'sam@example.com',
          role: 'admin',
          createdAt: '2026-11-20T09:00:00.000Z',
          expiresAt: '2026-11-27T09:00:00.000Z',
          userAgent: 'Firefox',
        },
      ],
      impersonations: [
        {
          action: 'impersonation.start',
          actorEmail: 'sam@example.com',
          targetEmail: 'noor@example.com',
          reason: 'Admin debugging session',
          at: '2026-11-19T09:00:00.000Z',
        },
      ],
      headers: [
        { name: 'x-content-type-options', value: 'nosniff' },
        { name: 'strict-transport-security', value: null },
        { name: 'referrer-policy', value: null },
      ],
      https: false,
    };
    const routes = stubFetch({
      ...signedInRoutes('super_admin'),
      '/api/admin/security': { body: security },
      '/api/admin/audit': { body: { entries: [], nextCursor: null } },
      'DELETE /api/admin/security/sessions/s1': { body: { revoked: true } },
    });
    openStaffPage('/admin/security');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Security' })).toBeInTheDocument();
    const headers = await screen.findByRole('region', { name: 'Security headers' });
    expect(headers).toHaveTextContent('x-content-type-options: nosniff , OK');
    expect(headers).toHaveTextContent('strict-transport-security: Not sent (only over https) , OK');
    expect(headers).toHaveTextContent('referrer-policy: Missing , Needs attention');
    expect(screen.getByRole('table', { name: 'Failed sign-ins' })).toHaveTextContent('noor@example.com3');
    expect(screen.getByRole('region', { name: 'Failed sign-ins over time' })).toHaveTextContent('12 in the last 2 days');
    expect(screen.getByRole('table', { name: 'Failed sign-ins per day' })).toHaveTextContent('2026-11-2012');
    expect(screen.getByRole('table', { name: 'Rate-limit hits' })).toHaveTextContent('/api/auth/*72');
    expect(screen.getByRole('table', { name: 'Accounts with unusual activity' })).toHaveTextContent(
      'noor@example.com10 or more failed sign-ins in a day',
    );
    expect(screen.getByText(/^In the last 24 hours: /)).toHaveTextContent(
      'In the last 24 hours: 10 or more failed sign-ins in a day; Failed sign-ins from 3 or more networks',
    );
    expect(screen.getByRole('table', { name: 'Impersonation history' })).toHaveTextContent('Started viewing as');
    // An address stays on one line (the tables scroll sideways) rather than breaking at any letter.
    for (const address of [...screen.getAllByText('noor@example.com'), ...screen.getAllByText('sam@example.com')]) {
      expect(address).toHaveClass('whitespace-nowrap');
    }
    await user.click(screen.getByRole('button', { name: 'Sign out sam@example.com' }));
    expect(await screen.findByText('Signed out.')).toBeInTheDocument();
    expect(routes.mock.calls.some(([url, init]) => String(url) === '/api/admin/security/sessions/s1' && init?.method === 'DELETE')).toBe(
      true,
    );
  });

  it('searches and filters the audit log, and refuses a start after the end', async () => {
    const entry = {
      id: 'a1',
      actorUserId: 'u1',
      actorEmail: 'sam@example.com',
      action: 'session.revoke',
      targetUserId: 'u2',
      targetEmail: 'noor@example.com',
      reason: null,
      details: {},
      createdAt: '2026-11-20T09:00:00.000Z',
    };
    const routes = stubFetch({
      ...signedInRoutes('super_admin'),
      '/api/admin/security': { status: 500, body: { title: 'Internal Server Error', status: 500 } },
      '/api/admin/audit': (url) => ({ body: { entries: url.searchParams.get('actor') === 'nobody' ? [] : [entry], nextCursor: null } }),
    });
    openStaffPage('/admin/security');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Search the audit log' });
    expect(await screen.findByRole('table', { name: 'Audit log, newest first' })).toHaveTextContent('sam@example.com');
    await user.type(within(form).getByLabelText('Search'), 'revoke');
    await user.type(within(form).getByLabelText('Whom (part of an email)'), 'noor');
    await user.selectOptions(within(form).getByLabelText('Action'), 'session.revoke');
    await user.type(within(form).getByLabelText('From'), '2026-11-01');
    await user.type(within(form).getByLabelText('To'), '2026-11-30');
    await user.click(within(form).getByRole('button', { name: 'Search' }));
    const asked = () => routes.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/admin/audit?'));
    await waitFor(() =>
      expect(asked()).toContain('/api/admin/audit?q=revoke&action=session.revoke&target=noor&from=2026-11-01&to=2026-11-30'),
    );

    await user.clear(within(form).getByLabelText('To'));
    await user.type(within(form).getByLabelText('To'), '2026-10-01');
    const before = asked().length;
    await user.click(within(form).getByRole('button', { name: 'Search' }));
    expect(within(form).getByText('The start must be on or before the end')).toBeInTheDocument();
    expect(asked()).toHaveLength(before);

    await user.click(within(form).getByRole('button', { name: 'Clear' }));
    await user.type(within(form).getByLabelText('Who (part of an email)'), 'nobody');
    await user.click(within(form).getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Nothing matches these filters.')).toBeInTheDocument();
  });
});
