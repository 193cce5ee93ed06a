import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CONSENT_GIVEN_KEY } from '#shared/privacy/consent';
import { stubFetch } from '#web/testing/fetch-stub';
import { renderPage } from '#web/testing/render-page';
import { signedInRoutes } from '#web/testing/sessions';
import TermsAcceptancePage from './terms-acceptance-page';

// The page alone behind its guard (the admin layout around it is the admin feature's, which this
// feature may not import, decision 080; /admin/terms-privacy's redirect is in redirects.test.tsx).
const openPage = () => renderPage(<TermsAcceptancePage />, { path: '/admin/terms-acceptance', access: 'super_admin' });

const record = (id: string, email: string | null, version: string) => ({
  id,
  userId: email ? `user-${id}` : null,
  email,
  version,
  acceptedAt: '2025-03-01T09:00:00.000Z',
  ipAddress: '203.0.113.7',
});

const deletion = (id: string, status: string, email: string | null, reason: string | null) => ({
  id,
  status,
  email,
  reason,
  created_at: '2025-03-01T09:00:00.000Z',
  scheduled_for: '2025-03-08T09:00:00.000Z',
  cancelled_at: null,
  completed_at: status === 'completed' ? '2025-03-08T09:05:00.000Z' : null,
});

beforeEach(() => localStorage.setItem(CONSENT_GIVEN_KEY, 'true'));

describe('/admin/terms-acceptance', () => {
  it('lists acceptance records and filters them by version and email', async () => {
    const mock = stubFetch({
      ...signedInRoutes('super_admin'),
      '/api/admin/terms-acceptance': () => {
        const url = String(mock.mock.calls.filter(([u]) => String(u).startsWith('/api/admin/terms-acceptance')).at(-1)?.[0]);
        return url.includes('q=sam')
          ? { body: { records: [record('2', 'sam@example.com', '2025-01-01')], nextCursor: null } }
          : {
              body: {
                records: [
                  record('1', 'ana@example.com', '2025-01-01'),
                  record('2', 'sam@example.com', '2025-01-01'),
                  record('3', null, '2024-06-01'),
                ],
                nextCursor: null,
              },
            };
      },
      '/api/admin/privacy/deletions': { body: { requests: [], nextCursor: null } },
    });
    openPage();
    const table = await screen.findByRole('table', { name: 'Terms acceptance records' });
    // An address stays on one line: the table scrolls sideways instead.
    expect(await within(table).findByRole('rowheader', { name: 'ana@example.com' })).toHaveClass('whitespace-nowrap');
    expect(within(table).getByRole('rowheader', { name: 'Deleted account' })).toBeInTheDocument();
    expect(screen.getByText('3 records shown, newest first.')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Version' }), '2025-01-01');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Email contains' }), 'sam');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(within(table).queryByRole('rowheader', { name: 'ana@example.com' })).not.toBeInTheDocument());
    expect(within(table).getByRole('rowheader', { name: 'sam@example.com' })).toBeInTheDocument();
    const last = String(mock.mock.calls.filter(([u]) => String(u).startsWith('/api/admin/terms-acceptance')).at(-1)?.[0]);
    expect(new URL(last, 'http://x').searchParams.get('version')).toBe('2025-01-01');
    expect(new URL(last, 'http://x').searchParams.get('q')).toBe('sam');
  });

  it('shows pending and completed data deletion requests', async () => {
    stubFetch({
      ...signedInRoutes('super_admin'),
      '/api/admin/terms-acceptance': { body: { records: [], nextCursor: null } },
      '/api/admin/privacy/deletions': {
        body: {
          requests: [deletion('d1', 'pending', 'leaving@example.com', 'Taking a break'), deletion('d2', 'completed', null, null)],
          nextCursor: null,
        },
      },
    });
    openPage();
    const table = await screen.findByRole('table', { name: 'Data deletion requests' });
    const address = await within(table).findByRole('rowheader', { name: 'leaving@example.com' });
    expect(address).toHaveClass('whitespace-nowrap');
    const pending = address.closest('tr')!;
    expect(pending).toHaveTextContent('Pending');
    expect(pending).toHaveTextContent('8 Mar 2025');
    expect(pending).toHaveTextContent('Taking a break');
    const completed = within(table).getByRole('rowheader', { name: 'Removed with the account' }).closest('tr')!;
    expect(completed).toHaveTextContent('Completed');
  });
});
