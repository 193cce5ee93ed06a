import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MEMBERSHIP_BILLING_API, type MembershipView } from '#shared/contracts/memberships-billing';
import { membershipView } from '#web/testing/billing-replies';
import { sentBodies, stubFetch } from '#web/testing/fetch-stub';
import { TestProviders } from '#web/testing/test-providers';
import { TestRenewalControls } from './test-renewal-controls';

/** The member's membership after the renewal, in `status`; the new period ends 27 Dec 2026. */
const membership = (status: MembershipView['status']) =>
  membershipView({
    id: 'test_sub_1',
    status,
    currentPeriodEnd: '2026-12-27T10:00:00.000Z',
    renewsAt: status === 'canceled' ? null : '2026-12-27T10:00:00.000Z',
    endsAt: status === 'canceled' ? '2026-12-27T10:00:00.000Z' : null,
    pastDue: status === 'past_due',
    graceEndsAt: status === 'past_due' ? '2026-12-04T10:00:00.000Z' : null,
  });

function renderControls(reply: Parameters<typeof stubFetch>[0][string]) {
  const fetch = stubFetch({ [`POST ${MEMBERSHIP_BILLING_API.adminTestRenewal}`]: reply });
  render(
    <TestProviders>
      <TestRenewalControls userId="member-1" />
    </TestProviders>,
  );
  return fetch;
}

describe('TestRenewalControls', () => {
  it.each([
    ['Renew now, paid', 'paid', 'active', 'Renewed and paid. The new period runs until 27 Dec 2026.'],
    ['Renew now, payment fails', 'failed', 'past_due', 'The renewal payment failed. The member now sees how to put it right.'],
    ['Renew now, payment fails', 'failed', 'canceled', 'The membership has ended.'],
  ] as const)('%s sends outcome %s for the member and says what happened (%s)', async (button, outcome, status, said) => {
    const fetch = renderControls({ body: { userId: 'member-1', membership: membership(status) } });
    await userEvent.click(screen.getByRole('button', { name: button }));
    expect(await screen.findByText(said)).toBeVisible();
    expect(sentBodies(fetch, 'POST', MEMBERSHIP_BILLING_API.adminTestRenewal)).toEqual([{ userId: 'member-1', outcome }]);
  });

  it("shows the server's problem when the renewal cannot run", async () => {
    renderControls({ status: 409, body: { title: 'Conflict', status: 409, detail: 'This membership cannot be renewed now.' } });
    await userEvent.click(screen.getByRole('button', { name: 'Renew now, paid' }));
    expect(await screen.findByText('This membership cannot be renewed now.')).toBeVisible();
  });
});
