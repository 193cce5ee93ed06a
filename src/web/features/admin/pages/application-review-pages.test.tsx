import '#web/testing/dialog-polyfill';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { CoachApplication } from '#shared/contracts/coaching';
import type { HardshipApplication } from '#shared/contracts/memberships';
import { sentBodies, stubFetch } from '#web/testing/fetch-stub';
import { signedInRoutes } from '#web/testing/sessions';
import { openStaffPage } from '../testing/open-staff-page';

const COACH: z.infer<typeof CoachApplication> = {
  id: 'c0ac4a11-0000-4000-8000-000000000001',
  name: 'Audre Lorde',
  email: 'audre@example.com',
  credentials: 'ICF PCC',
  experience: 'Ten years coaching nurses and teachers through burnout.',
  approach: 'Slow, body-first, and led by what the person needs.',
  links: ['https://example.org/about'],
  status: 'pending',
  decisionNote: null,
  decidedAt: null,
  createdAt: '2026-08-01T10:00:00.000Z',
};

const HARDSHIP: z.infer<typeof HardshipApplication> = {
  id: 'ha4d5a11-0000-4000-8000-000000000002',
  userId: 'member-1',
  email: 'noor@example.com',
  situation: 'My hours were cut in half after I came back from sick leave.',
  requestedLevel: 50,
  note: 'Probably until the summer.',
  status: 'pending',
  decisionNote: null,
  approvedLevel: null,
  decidedAt: null,
  createdAt: '2026-08-02T10:00:00.000Z',
  reviewAt: null,
  inUse: null,
};

/** A table row by its row header (a text query: role queries over the whole app are slow on a busy machine). */
const findRow = async (header: string) => (await screen.findByText(header, { selector: 'th' })).closest('tr')!;

/** Opens the staff page at `path` and then the dialog of the row headed `header`; answers the user and the dialog. */
async function openApplication(path: string, header: string, dialogName: string) {
  openStaffPage(path);
  const user = userEvent.setup();
  await user.click(within(await findRow(header)).getByRole('button', { name: `Open: ${header}` }));
  return { user, dialog: screen.getByRole('dialog', { name: dialogName }) };
}

/** The list the staff page asks for: only waiting applications unless told otherwise, as the server does. */
function listing<T extends { status: string }>(rows: () => T[]) {
  return (url: URL) => {
    const status = url.searchParams.get('status');
    return { body: { applications: rows().filter((row) => !status || row.status === status), nextCursor: null } };
  };
}

describe('/admin/coach-applications', () => {
  it('lists waiting applications, opens one, and approves it with a note that goes to the applicant', async () => {
    let rows = [COACH];
    const mock = stubFetch({
      ...signedInRoutes('admin'),
      '/api/admin/coach-applications': listing(() => rows),
      [`POST /api/admin/coach-applications/${COACH.id}/decision`]: () => {
        rows = [{ ...COACH, status: 'approved', decisionNote: 'Welcome aboard.', decidedAt: '2026-08-03T09:00:00.000Z' }];
        return { body: rows[0] };
      },
    });
    openStaffPage('/admin/coach-applications');
    const user = userEvent.setup();
    const row = await findRow('Audre Lorde');
    expect(row).toHaveTextContent('audre@example.com');
    expect(row).toHaveTextContent('Waiting');
    await user.click(within(row).getByRole('button', { name: 'Open: Audre Lorde' }));

    const dialog = screen.getByRole('dialog', { name: 'Application from Audre Lorde' });
    expect(within(dialog).getByText('Ten years coaching nurses and teachers through burnout.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /https:\/\/example.org\/about/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow',
    );
    const note = within(dialog).getByRole('textbox', { name: 'Note to the applicant (optional)' });
    expect(note).toHaveAccessibleDescription('Either choice emails audre@example.com, with this note.');
    await user.type(note, 'Welcome aboard.');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(await within(dialog).findByText('Approved. We emailed audre@example.com.')).toBeInTheDocument();
    // What was decided takes the form's place, and focus follows it rather than falling to the page.
    expect(within(dialog).getByRole('heading', { name: /^Approved on / })).toHaveFocus();
    expect(sentBodies(mock, 'POST', `/api/admin/coach-applications/${COACH.id}/decision`)).toEqual([
      { decision: 'approved', note: 'Welcome aboard.' },
    ]);
    // Decided: no buttons to decide again, and the waiting list no longer holds it.
    expect(within(dialog).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(within(dialog).getByText('Note: Welcome aboard.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Audre Lorde', { selector: 'th' })).not.toBeInTheDocument());
  });

  it('shows older applications a page at a time, asking with the cursor the server sent', async () => {
    const mock = stubFetch({
      ...signedInRoutes('admin'),
      '/api/admin/coach-applications': (url: URL) =>
        url.searchParams.get('cursor') === 'page-2'
          ? { body: { applications: [{ ...COACH, id: 'older', name: 'Bell Hooks' }], nextCursor: null } }
          : { body: { applications: [COACH], nextCursor: 'page-2' } },
    });
    openStaffPage('/admin/coach-applications');
    const user = userEvent.setup();
    await findRow('Audre Lorde');
    expect(screen.queryByText('Bell Hooks', { selector: 'th' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show older rows' }));
    await findRow('Bell Hooks');
    expect(screen.getByText('Audre Lorde', { selector: 'th' })).toBeInTheDocument();
    expect(mock.mock.calls.map(([url]) => String(url))).toContain('/api/admin/coach-applications?status=pending&cursor=page-2');
    // The last page: nothing more to ask for.
    expect(screen.queryByRole('button', { name: 'Show older rows' })).not.toBeInTheDocument();
  });

  it("shows the server's answer when someone else decided first, and can show decided applications", async () => {
    stubFetch({
      ...signedInRoutes('admin'),
      '/api/admin/coach-applications': listing(() => [COACH, { ...COACH, id: 'other', name: 'Bell Hooks', status: 'declined' }]),
      [`POST /api/admin/coach-applications/${COACH.id}/decision`]: {
        status: 409,
        body: { title: 'Conflict', status: 409, detail: 'This application has already been decided, or does not exist.' },
      },
    });
    const { user, dialog } = await openApplication('/admin/coach-applications', 'Audre Lorde', 'Application from Audre Lorde');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText('This application has already been decided, or does not exist.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    expect(screen.queryByText('Bell Hooks', { selector: 'th' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'declined');
    const row = await findRow('Bell Hooks');
    expect(row).toHaveTextContent('Declined');
  });
});

describe('/admin/hardship-applications', () => {
  it('approves at a level the staff member chooses, and says the member was emailed', async () => {
    const mock = stubFetch({
      ...signedInRoutes('admin'),
      '/api/admin/hardship-applications': listing(() => [HARDSHIP]),
      [`POST /api/admin/hardship-applications/${HARDSHIP.id}/decision`]: {
        body: { ...HARDSHIP, status: 'approved', approvedLevel: 75, decisionNote: 'Take care.', decidedAt: '2026-08-03T09:00:00.000Z' },
      },
    });
    openStaffPage('/admin/hardship-applications');
    const user = userEvent.setup();
    const row = await findRow('noor@example.com');
    expect(row).toHaveTextContent('50 % off');
    await user.click(within(row).getByRole('button', { name: 'Open: noor@example.com' }));
    const dialog = screen.getByRole('dialog', { name: 'Hardship application' });
    expect(within(dialog).getByText('My hours were cut in half after I came back from sick leave.')).toBeInTheDocument();
    expect(within(dialog).getByText('Probably until the summer.')).toBeInTheDocument();
    const level = within(dialog).getByRole('combobox', { name: 'Discount to grant if you approve' });
    expect(level).toHaveValue('50');
    await user.selectOptions(level, '75');
    await user.type(within(dialog).getByRole('textbox', { name: 'Note to the applicant (optional)' }), 'Take care.');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText('Approved at 75 % off. We emailed noor@example.com.')).toBeInTheDocument();
    expect(within(dialog).getByText('Granted: 75 % off')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: /^Approved/ })).toHaveFocus();
    expect(sentBodies(mock, 'POST', `/api/admin/hardship-applications/${HARDSHIP.id}/decision`)).toEqual([
      { decision: 'approved', note: 'Take care.', approvedLevel: 75 },
    ]);
  });

  it('declines without a level', async () => {
    const mock = stubFetch({
      ...signedInRoutes('admin'),
      '/api/admin/hardship-applications': listing(() => [HARDSHIP]),
      [`POST /api/admin/hardship-applications/${HARDSHIP.id}/decision`]: {
        body: { ...HARDSHIP, status: 'declined', decidedAt: '2026-08-03T09:00:00.000Z' },
      },
    });
    const { user, dialog } = await openApplication('/admin/hardship-applications', 'noor@example.com', 'Hardship application');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText('Declined. We emailed noor@example.com.')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: /^Declined on / })).toHaveFocus();
    expect(sentBodies(mock, 'POST', `/api/admin/hardship-applications/${HARDSHIP.id}/decision`)).toEqual([
      { decision: 'declined', note: '' },
    ]);
  });
});
