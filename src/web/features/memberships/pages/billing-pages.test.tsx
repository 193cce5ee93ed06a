import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MEMBERSHIP_BILLING_MESSAGES } from '#shared/contracts/memberships-billing';
import { billingReply, subscribedReply } from '#web/testing/billing-replies';
import { sentBodies, stubFetch } from '#web/testing/fetch-stub';
import { renderPage } from '#web/testing/render-page';
import { signedInRoutes } from '#web/testing/sessions';
import PastDueBanner from '../components/past-due-banner';
import { TestCheckoutPage } from './test-checkout-page';
import { TestPortalPage } from './test-portal-page';

const SESSION = 'test_cs_0123456789';

function checkout(over: Record<string, unknown> = {}) {
  return {
    sessionId: SESSION,
    status: 'open',
    tier: 'premium',
    interval: 'month',
    listCents: 1200,
    discountCents: 600,
    totalCents: 600,
    currency: 'usd',
    hardshipLevel: 50,
    ...over,
  };
}

describe('/memberships/test-checkout', () => {
  it('says no money moves, shows the hardship discount, and pays through the server', async () => {
    const mock = stubFetch({
      ...signedInRoutes(),
      [`/api/memberships/test-checkout/${SESSION}`]: { body: checkout() },
      [`POST /api/memberships/test-checkout/${SESSION}`]: { body: { url: '/account-profile' } },
    });
    renderPage(<TestCheckoutPage />, { path: `/memberships/test-checkout?session_id=${SESSION}` });
    const user = userEvent.setup();
    expect(screen.getByRole('note', { name: 'Test mode' })).toHaveTextContent('No money moves');
    expect(await screen.findByText('Your hardship discount (50 % off)')).toBeInTheDocument();
    expect(screen.getByText('$6 a month')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay $6 and start Premium' }));
    expect(await screen.findByText('Moved to /account-profile')).toBeInTheDocument();
    expect(sentBodies(mock, 'POST', `/api/memberships/test-checkout/${SESSION}`)).toEqual([{ outcome: 'pay' }]);
  });

  it('lets the member go back without subscribing', async () => {
    const mock = stubFetch({
      ...signedInRoutes(),
      [`/api/memberships/test-checkout/${SESSION}`]: { body: checkout({ discountCents: 0, totalCents: 1200, hardshipLevel: null }) },
      [`POST /api/memberships/test-checkout/${SESSION}`]: { body: { url: '/memberships' } },
    });
    renderPage(<TestCheckoutPage />, { path: `/memberships/test-checkout?session_id=${SESSION}` });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Go back without subscribing' }));
    expect(await screen.findByText('Moved to /memberships')).toBeInTheDocument();
    expect(sentBodies(mock, 'POST', `/api/memberships/test-checkout/${SESSION}`)).toEqual([{ outcome: 'cancel' }]);
    expect(screen.queryByText(/hardship discount/)).not.toBeInTheDocument();
  });

  it('says when the checkout is already complete, without offering to pay again', async () => {
    stubFetch({ ...signedInRoutes(), [`/api/memberships/test-checkout/${SESSION}`]: { body: checkout({ status: 'complete' }) } });
    renderPage(<TestCheckoutPage />, { path: `/memberships/test-checkout?session_id=${SESSION}` });
    expect(await screen.findByText(/This checkout is already complete/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your membership' })).toHaveAttribute('href', '/account-profile');
    expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
  });
});

describe('/memberships/test-portal', () => {
  it('changes the plan: the current one cannot be sent again, another is sent and confirmed, and focus goes to the result', async () => {
    // 11 November: 20 of the period's 30 days are left.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-11T10:00:00Z') });
    const mock = stubFetch({
      ...signedInRoutes(),
      '/api/memberships/billing': { body: subscribedReply() },
      'POST /api/memberships/test-portal': { body: subscribedReply({ tier: 'elite', interval: 'year', priceCents: 29000 }) },
    });
    renderPage(<TestPortalPage />, { path: '/memberships/test-portal' });
    const user = userEvent.setup();
    const form = within(await screen.findByRole('form', { name: 'Change your plan' }));
    expect(form.getByRole('button', { name: 'This is your plan now' })).toBeDisabled();
    await user.click(form.getByRole('radio', { name: 'Yearly' }));
    await user.click(form.getByRole('radio', { name: 'Elite: $290 a year' }));
    // What it costs is said before the change is made, and the button points to it.
    const change = form.getByRole('button', { name: 'Change my plan' });
    expect(change).toHaveAccessibleDescription(
      '$290 is charged today for a new year starting now. What is left of your current month is not credited.',
    );
    await user.click(form.getByRole('radio', { name: 'Monthly' }));
    // $17 a month more for 20 of 30 days.
    expect(change).toHaveAccessibleDescription(
      'Elite starts now. $11.33 is charged today: the difference for what is left of this month, until 1 December 2026. Your next payment, $29, is on 1 December 2026.',
    );
    await user.click(form.getByRole('radio', { name: 'Yearly' }));
    await user.click(change);
    expect(await screen.findByText('Your membership is changed.')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveFocus());
    expect(screen.getByText(/Elite, billed yearly/)).toBeInTheDocument();
    expect(sentBodies(mock, 'POST', '/api/memberships/test-portal')).toEqual([{ action: 'change', tier: 'elite', interval: 'year' }]);
    vi.useRealTimers();
  });

  it('charges an upgrade at the hardship price, and says a set cancellation still stands', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-11T10:00:00Z') });
    const ending = { cancelAtPeriodEnd: true, renewsAt: null, endsAt: '2026-12-01T10:00:00.000Z' };
    stubFetch({
      ...signedInRoutes(),
      '/api/memberships/billing': { body: subscribedReply({ priceCents: 600, ...ending }, { hardshipLevel: 50 }) },
    });
    renderPage(<TestPortalPage />, { path: '/memberships/test-portal' });
    const user = userEvent.setup();
    const form = within(await screen.findByRole('form', { name: 'Change your plan' }));
    await user.click(form.getByRole('radio', { name: 'Elite: $14.50 a month' }));
    expect(form.getByRole('button', { name: 'Change my plan' })).toHaveAccessibleDescription(
      'Elite starts now. $5.67 is charged today: the difference for what is left of this month, until 1 December 2026. Your membership still ends on 1 December 2026. It will not renew.',
    );
    await user.click(form.getByRole('radio', { name: 'Yearly' }));
    expect(form.getByRole('button', { name: 'Change my plan' })).toHaveAccessibleDescription(
      '$145 is charged today for a new year starting now. What is left of your current month is not credited. Your membership is still set to end, at the close of that year.',
    );
    vi.useRealTimers();
  });

  it('says nothing is charged for an upgrade a 100 % hardship discount covers', async () => {
    stubFetch({
      ...signedInRoutes(),
      '/api/memberships/billing': { body: subscribedReply({ provider: 'free', priceCents: 0 }, { hardshipLevel: 100 }) },
    });
    renderPage(<TestPortalPage />, { path: '/memberships/test-portal' });
    const user = userEvent.setup();
    const form = within(await screen.findByRole('form', { name: 'Change your plan' }));
    await user.click(form.getByRole('radio', { name: 'Elite: $0 a month' }));
    expect(form.getByRole('button', { name: 'Change my plan' })).toHaveAccessibleDescription(
      'Elite starts now, and nothing is charged today. Your hardship discount covers it all.',
    );
  });

  it('schedules a downgrade for the end of the period, shows it, and takes it back with Keep Elite', async () => {
    const elite = { tier: 'elite' as const, interval: 'year' as const, priceCents: 29000, currentPeriodEnd: '2027-11-28T10:00:00.000Z' };
    const renews = { ...elite, renewsAt: elite.currentPeriodEnd, currentPeriodStart: '2026-11-28T10:00:00.000Z' };
    const scheduled = subscribedReply({
      ...renews,
      scheduledChange: { tier: 'premium', interval: 'year', startsAt: elite.currentPeriodEnd, priceCents: 12000 },
    });
    const mock = stubFetch({
      ...signedInRoutes(),
      '/api/memberships/billing': { body: subscribedReply(renews) },
      'POST /api/memberships/test-portal': (_url, init) => ({
        body: JSON.parse(String(init?.body)).tier === 'premium' ? scheduled : subscribedReply(renews),
      }),
    });
    renderPage(<TestPortalPage />, { path: '/memberships/test-portal' });
    const user = userEvent.setup();
    const form = within(await screen.findByRole('form', { name: 'Change your plan' }));
    await user.click(form.getByRole('radio', { name: 'Premium: $120 a year' }));
    expect(form.getByRole('button', { name: 'Change my plan' })).toHaveAccessibleDescription(
      'Nothing changes until 28 November 2027, and nothing is charged today: you keep Elite and everything it includes until then. Premium starts on 28 November 2027 at $120 a year.',
    );
    await user.click(form.getByRole('button', { name: 'Change my plan' }));
    expect(await screen.findByText('Saved: Premium starts on 28 November 2027. Until then, nothing changes.')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveFocus());
    expect(screen.getByText('Premium starts on 28 November 2027 at $120 a year.')).toBeInTheDocument();
    expect(screen.getByText(/Elite, billed yearly/)).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'This plan is already chosen' })).toBeDisabled();

    await user.click(form.getByRole('radio', { name: 'Elite: $290 a year' }));
    const keep = form.getByRole('button', { name: 'Keep Elite' });
    expect(keep).toHaveAccessibleDescription('Your plan stays Elite, and Premium will not start on 28 November 2027.');
    await user.click(keep);
    expect(await screen.findByText('Your plan stays Elite.')).toBeInTheDocument();
    expect(screen.getByText('Renews on 28 November 2027 for $290.')).toBeInTheDocument();
    expect(sentBodies(mock, 'POST', '/api/memberships/test-portal')).toEqual([
      { action: 'change', tier: 'premium', interval: 'year' },
      { action: 'change', tier: 'elite', interval: 'year' },
    ]);
  });

  it('cancels at the end of the period, shows the end date, and resumes', async () => {
    const ending = subscribedReply({ cancelAtPeriodEnd: true, renewsAt: null, endsAt: '2026-12-01T10:00:00.000Z' });
    const mock = stubFetch({
      ...signedInRoutes(),
      '/api/memberships/billing': { body: subscribedReply() },
      'POST /api/memberships/test-portal': (_url, init) => ({
        body: JSON.parse(String(init?.body)).action === 'cancel' ? ending : subscribedReply(),
      }),
    });
    renderPage(<TestPortalPage />, { path: '/memberships/test-portal' });
    const user = userEvent.setup();
    expect(await screen.findByText('Renews on 1 December 2026 for $12.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel at the end of the period' }));
    expect(await screen.findByText('Ends on 1 December 2026. It will not renew.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep my membership' }));
    expect(await screen.findByText('Your membership will renew as before.')).toBeInTheDocument();
    expect(sentBodies(mock, 'POST', '/api/memberships/test-portal')).toEqual([{ action: 'cancel' }, { action: 'resume' }]);
  });

  it('lets a past-due member pay again, and says how long everything stays open', async () => {
    const pastDue = subscribedReply({ status: 'past_due', pastDue: true, graceEndsAt: '2026-12-08T10:00:00.000Z' });
    const mock = stubFetch({
      ...signedInRoutes(),
      '/api/memberships/billing': { body: pastDue },
      'POST /api/memberships/test-portal': { body: subscribedReply() },
    });
    renderPage(<TestPortalPage />, { path: '/memberships/test-portal' });
    const user = userEvent.setup();
    expect(await screen.findByText(/Everything stays open until 8 December 2026/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay again with the test card' }));
    expect(await screen.findByText('Thank you: the payment went through.')).toBeInTheDocument();
    expect(screen.getByText('Paid up.')).toBeInTheDocument();
    expect(sentBodies(mock, 'POST', '/api/memberships/test-portal')).toEqual([{ action: 'retry_payment' }]);
  });

  it('tells a member without a membership where to find one', async () => {
    stubFetch({ ...signedInRoutes(), '/api/memberships/billing': { body: billingReply() } });
    renderPage(<TestPortalPage />, { path: '/memberships/test-portal' });
    expect(await screen.findByText(MEMBERSHIP_BILLING_MESSAGES.noMembership)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Compare memberships' })).toHaveAttribute('href', '/memberships');
  });
});

describe('past-due banner', () => {
  it('stays away while payments are in order', async () => {
    const mock = stubFetch({ ...signedInRoutes(), '/api/memberships/billing': { body: subscribedReply() } });
    renderPage(<PastDueBanner />, { path: '/dashboard' });
    await vi.waitFor(() => expect(mock.mock.calls.some(([input]) => String(input) === '/api/memberships/billing')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('gently says a payment failed, until when everything stays open, and opens the portal to fix it', async () => {
    stubFetch({
      ...signedInRoutes(),
      '/api/memberships/billing': { body: subscribedReply({ status: 'past_due', pastDue: true, graceEndsAt: '2026-12-08T10:00:00.000Z' }) },
      'POST /api/memberships/portal': { body: { kind: 'test', url: '/memberships/test-portal' } },
    });
    renderPage(<PastDueBanner />, { path: '/dashboard' });
    const user = userEvent.setup();
    const banner = await screen.findByRole('region', { name: 'Your membership payment needs a look' });
    expect(banner).toHaveTextContent('Everything stays open until 8 December 2026 while you put it right.');
    await user.click(within(banner).getByRole('button', { name: 'Fix my payment' }));
    expect(await screen.findByText('Moved to /memberships/test-portal')).toBeInTheDocument();
  });
});
