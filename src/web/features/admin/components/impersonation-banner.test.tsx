import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sentBodies, stubFetch } from '#web/testing/fetch-stub';
import { renderApp, TestProviders } from '#web/testing/render-app';
import { storeViewingAs, userReply } from '#web/testing/sessions';
import { pageNavigation } from '#web/lib/page-navigation';
import { READ_ONLY_CODE, READ_ONLY_MESSAGE } from '#shared/access/impersonation';
import { apiRequest, ignoreReply } from '#web/lib/api-client';
import { IMPERSONATION_DATA_KEY, IMPERSONATION_RETURN_KEY, IMPERSONATION_TARGET_KEY } from '../impersonation/storage-keys';
import { eachTestAt } from '../testing/each-test-at';
import ImpersonationBanner from './impersonation-banner';

// The app-shell tests below render the whole app (renderApp): the shell shows the banner above its top bar.

vi.mock('sonner', () => import('#web/testing/toast-spy'));

const NOW = Date.parse('2025-03-01T09:00:00Z');
const HOUR = 60 * 60 * 1000;
const member = userReply({ id: 'member-1', email: 'sam@example.com', fullName: 'Sam Rivera' }).user;
const impersonation = {
  staffUserId: 'staff-1',
  staffEmail: 'kim@recalibrate.test',
  expiresAt: new Date(NOW + 2 * HOUR + 5 * 60_000).toISOString(),
};

function storeImpersonation(expiresAt = NOW + 24 * HOUR) {
  storeViewingAs('member-1', expiresAt, NOW);
}

function renderBanner(over: Partial<typeof impersonation> = {}) {
  return render(
    <TestProviders>
      <ImpersonationBanner user={member} impersonation={{ ...impersonation, ...over }} />
    </TestProviders>,
  );
}

eachTestAt(NOW);
let reload: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  reload = vi.spyOn(pageNavigation, 'reload').mockImplementation(() => {});
});

describe('impersonation banner (spec 2.8, 4, 8)', () => {
  it('says whom the staff member is viewing as, who they are, and the time left', () => {
    storeImpersonation();
    renderBanner();
    const banner = screen.getByRole('region', { name: 'Impersonation' });
    expect(banner).toHaveTextContent('You are viewing Recalibrate as Sam Rivera (sam@example.com)');
    expect(banner).toHaveTextContent('Staff: kim@recalibrate.test');
    expect(banner).toHaveTextContent('2 hours 5 minutes left');
  });

  it('counts the time down', async () => {
    renderBanner();
    await act(() => vi.advanceTimersByTimeAsync(HOUR));
    expect(screen.getByRole('region', { name: 'Impersonation' })).toHaveTextContent('1 hour 5 minutes left');
  });

  it('ends: calls the server, clears the stored session and reloads the page', async () => {
    storeImpersonation();
    const routes = stubFetch({ 'POST /api/impersonation/end': { body: { ok: true } } });
    renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'End impersonation' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(sentBodies(routes, 'POST', '/api/impersonation/end')).toEqual([{}]);
    expect(localStorage.getItem(IMPERSONATION_DATA_KEY)).toBeNull();
    expect(localStorage.getItem(IMPERSONATION_TARGET_KEY)).toBeNull();
    expect(toast.warning).not.toHaveBeenCalled();
  });

  it('returns staff to the page they started from (issue 16)', async () => {
    storeImpersonation();
    localStorage.setItem(IMPERSONATION_RETURN_KEY, '/admin/users?q=sam');
    const assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
    stubFetch({ 'POST /api/impersonation/end': { body: { ok: true } } });
    renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'End impersonation' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/admin/users?q=sam'));
    expect(reload).not.toHaveBeenCalled();
    expect(localStorage.getItem(IMPERSONATION_RETURN_KEY)).toBeNull();
  });

  it('says the view is read-only, and why a change was not saved (issue 16)', async () => {
    stubFetch({
      'POST /api/wellness/checkins': {
        status: 403,
        body: { status: 403, title: 'Forbidden', code: READ_ONLY_CODE, detail: READ_ONLY_MESSAGE },
      },
    });
    renderBanner();
    const banner = screen.getByRole('region', { name: 'Impersonation' });
    expect(banner).toHaveTextContent(
      "Read-only: nothing you do here is saved, and Sam Rivera's journal, Sofia conversations, safety plan, FlowPath, reflections, notes and written answers stay hidden",
    );
    expect(within(banner).getByRole('status')).toBeEmptyDOMElement();
    await expect(apiRequest('/api/wellness/checkins', { method: 'POST', body: {}, parse: ignoreReply })).rejects.toThrow();
    await waitFor(() => expect(within(banner).getByRole('status')).toHaveTextContent(`Not saved. ${READ_ONLY_MESSAGE}`));
  });

  it('warns when ending fails, still clears the stored session, and does not reload', async () => {
    storeImpersonation();
    stubFetch({ 'POST /api/impersonation/end': { status: 500, body: { title: 'Internal Server Error' } } });
    renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'End impersonation' }));
    await waitFor(() => expect(toast.warning).toHaveBeenCalledTimes(1));
    expect(vi.mocked(toast.warning).mock.calls[0][0]).toBe('Impersonation may still be active');
    expect(localStorage.getItem(IMPERSONATION_DATA_KEY)).toBeNull();
    expect(localStorage.getItem(IMPERSONATION_TARGET_KEY)).toBeNull();
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'End impersonation' })).toBeEnabled();
  });

  it('discards a stored session that has already expired when it loads', () => {
    storeImpersonation(NOW - 1);
    renderBanner();
    expect(localStorage.getItem(IMPERSONATION_DATA_KEY)).toBeNull();
  });

  it('ends by itself and reloads when the time is up', async () => {
    storeImpersonation(NOW + 60_000);
    const routes = stubFetch({ 'POST /api/impersonation/end': { body: { ok: true } } });
    renderBanner({ expiresAt: new Date(NOW + 60_000).toISOString() });
    expect(reload).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(sentBodies(routes, 'POST', '/api/impersonation/end')).toHaveLength(1);
    expect(localStorage.getItem(IMPERSONATION_DATA_KEY)).toBeNull();
  });
});

describe('the app shell and the banner', () => {
  it('shows the banner above the top bar while the session reports an impersonation', async () => {
    stubFetch({ '/api/session': { body: { ...userReply({ fullName: 'Sam Rivera' }), impersonation } } });
    renderApp('/help');
    const banner = await screen.findByRole('region', { name: 'Impersonation' });
    expect(banner).toHaveTextContent('You are viewing Recalibrate as Sam Rivera');
    expect(banner.compareDocumentPosition(screen.getByRole('banner')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows no banner and clears stale stored keys when the server reports no impersonation', async () => {
    storeImpersonation();
    stubFetch({ '/api/session': { body: userReply() } });
    renderApp('/help');
    await waitFor(() => expect(localStorage.getItem(IMPERSONATION_DATA_KEY)).toBeNull());
    expect(localStorage.getItem(IMPERSONATION_TARGET_KEY)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Impersonation' })).not.toBeInTheDocument();
  });

  it('keeps the stored keys while the session is still loading', () => {
    storeImpersonation();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    renderApp('/help');
    expect(localStorage.getItem(IMPERSONATION_DATA_KEY)).not.toBeNull();
  });
});
