import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HARDSHIP_RECEIVED } from '#shared/contracts/memberships';
import { MEMBERSHIP_BILLING_MESSAGES } from '#shared/contracts/memberships-billing';
import { billingReply, subscribedReply } from '#web/testing/billing-replies';
import { sentBodies, stubFetch } from '#web/testing/fetch-stub';
import { renderPage } from '#web/testing/render-page';
import { signedInRoutes, VISITOR_REPLY } from '#web/testing/sessions';
import HardshipProgramPage from './hardship-program-page';
import { PlansPage as MembershipsPage } from './plans-page';
import { expectLink } from '#web/testing/expect-link';
import { textsByRole } from '#web/testing/texts';

const SITUATION = 'I was signed off work for three months and my pay has halved.';

/** The application form, once it is on the page (queries stay inside it: whole-app role queries are slow). */
const hardshipForm = async () => within(await screen.findByRole('form', { name: 'Hardship application' }));

function application(over: Record<string, unknown> = {}) {
  return {
    id: '5b3c8f0e-1d2a-4f7e-8c9b-0a1b2c3d4e5f',
    userId: 'user-1',
    email: 'sam@example.com',
    situation: SITUATION,
    requestedLevel: 75,
    note: '',
    status: 'pending',
    decisionNote: null,
    approvedLevel: null,
    decidedAt: null,
    createdAt: '2026-08-01T10:00:00.000Z',
    ...over,
  };
}

/** A member's /hardship-program with no application yet, `reply` answering one: the fetch mock, a user and the form. */
async function openApplicationForm(reply: { status: number; body: unknown }) {
  const mock = stubFetch({
    ...signedInRoutes(),
    '/api/memberships/hardship': { body: { applications: [] } },
    'POST /api/memberships/hardship': reply,
  });
  renderPage(<HardshipProgramPage />, { path: '/hardship-program' });
  return { mock, user: userEvent.setup(), form: await hardshipForm() };
}

describe('/hardship-program', () => {
  it('explains the sliding scale with prices from the one price list, and asks a visitor to sign in first', async () => {
    stubFetch({ '/api/session': { body: VISITOR_REPLY } });
    renderPage(<HardshipProgramPage />, { path: '/hardship-program' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hardship Program' })).toBeInTheDocument();
    const prices = screen.getByRole('table', { name: 'Monthly prices with a hardship discount' });
    expect(textsByRole(prices, 'columnheader')).toEqual(['A month', 'Premium', 'Elite']);
    const row = (label: string) => within(prices).getByRole('rowheader', { name: label }).closest('tr')!;
    expect(textsByRole(row('Usual price'), 'cell')).toEqual(['$12', '$29']);
    expect(textsByRole(row('50 % off'), 'cell')).toEqual(['$6', '$14.50']);
    expect(textsByRole(row('75 % off'), 'cell')).toEqual(['$3', '$7.25']);
    expect(textsByRole(row('100 % off'), 'cell')).toEqual(['$0', '$0']);
    const signIn = await screen.findByRole('link', { name: 'Sign in to apply' });
    expect(signIn).toHaveAttribute('href', '/auth?redirect=%2Fhardship-program');
    expectLink('Create a free account', '/auth?mode=register&redirect=%2Fhardship-program');
    expect(screen.queryByRole('form', { name: 'Hardship application' })).not.toBeInTheDocument();
  });

  it('lets a member apply, checking the level and situation first, and acknowledges it', async () => {
    const { mock, user, form } = await openApplicationForm({
      status: 201,
      body: { ...application({ decisionNote: HARDSHIP_RECEIVED }), crisisTier: 0 },
    });
    const situation = form.getByRole('textbox', { name: 'Your situation' });
    await user.type(situation, 'Money is tight.');
    await user.click(form.getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(situation).toHaveAccessibleDescription(/Please tell us a little about your situation\./));
    expect(form.getByRole('group', { name: 'How much off would help?' })).toHaveAccessibleDescription(
      'Please choose 50 %, 75 % or 100 % off.',
    );
    expect(sentBodies(mock, 'POST', '/api/memberships/hardship')).toEqual([]);

    await user.clear(situation);
    await user.click(situation);
    await user.paste(SITUATION);
    await user.click(form.getByRole('radio', { name: /75 % off/ }));
    await user.type(form.getByRole('textbox', { name: 'Anything else? (optional)' }), 'Until spring.');
    await user.click(form.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText(HARDSHIP_RECEIVED)).toBeInTheDocument();
    expect(sentBodies(mock, 'POST', '/api/memberships/hardship')).toEqual([
      { situation: SITUATION, requestedLevel: 75, note: 'Until spring.' },
    ]);
  });

  it('shows the crisis card when the situation holds crisis language, sends it anyway, and keeps the card after', async () => {
    const { user, form } = await openApplicationForm({
      status: 201,
      body: { ...application({ decisionNote: HARDSHIP_RECEIVED }), crisisTier: 2 },
    });
    await user.click(form.getByRole('textbox', { name: 'Your situation' }));
    await user.paste('I lost my job in March and honestly I cannot go on like this.');
    expect(await form.findByRole('region', { name: 'You do not have to carry this alone' })).toBeInTheDocument();
    await user.click(form.getByRole('radio', { name: /100 % off/ }));
    await user.click(form.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText(HARDSHIP_RECEIVED)).toBeInTheDocument();
    expect(screen.getByText('Are you having thoughts of ending your life?')).toBeInTheDocument();
  });

  it('keeps “Application sent”, its focus and its crisis card when the list then shows the application in review', async () => {
    let sent = false;
    const mock = stubFetch({
      ...signedInRoutes(),
      '/api/memberships/hardship': () => ({ body: { applications: sent ? [application()] : [] } }),
      'POST /api/memberships/hardship': () => {
        sent = true;
        return { status: 201, body: { ...application({ decisionNote: HARDSHIP_RECEIVED }), crisisTier: 2 } };
      },
    });
    renderPage(<HardshipProgramPage />, { path: '/hardship-program' });
    const form = await hardshipForm();
    const user = userEvent.setup();
    await user.click(form.getByRole('textbox', { name: 'Your situation' }));
    await user.paste('I lost my job in March and honestly I cannot go on like this.');
    await user.click(form.getByRole('radio', { name: /100 % off/ }));
    await user.click(form.getByRole('button', { name: 'Send application' }));
    const heading = await screen.findByRole('heading', { name: 'Application sent' });
    // The list is asked again after the send, and now holds the application in review.
    const reads = () =>
      mock.mock.calls.filter(([url, init]) => String(url) === '/api/memberships/hardship' && (init?.method ?? 'GET') === 'GET');
    await waitFor(() => expect(reads()).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByRole('heading', { name: 'Application sent' })).toBe(heading);
    expect(heading).toHaveFocus();
    expect(screen.getByText('Are you having thoughts of ending your life?')).toBeInTheDocument();
    expect(screen.queryByText('We are reading your application')).not.toBeInTheDocument();
  });

  it('shows the server’s answer when an application is already being read, keeping what was written', async () => {
    const { user, form } = await openApplicationForm({
      status: 409,
      body: { title: 'Conflict', status: 409, detail: 'You already have an application we are reading. We will reply by email soon.' },
    });
    await user.click(form.getByRole('textbox', { name: 'Your situation' }));
    await user.paste(SITUATION);
    await user.click(form.getByRole('radio', { name: /100 % off/ }));
    await user.click(form.getByRole('button', { name: 'Send application' }));
    expect(await form.findByText('You already have an application we are reading. We will reply by email soon.')).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: 'Your situation' })).toHaveValue(SITUATION);
    expect(form.getByRole('radio', { name: /100 % off/ })).toBeChecked();
  });

  it('shows a member their application in review instead of a second form', async () => {
    stubFetch({ ...signedInRoutes(), '/api/memberships/hardship': { body: { applications: [application()] } } });
    renderPage(<HardshipProgramPage />, { path: '/hardship-program' });
    expect(await screen.findByText('We are reading your application')).toBeInTheDocument();
    expect(screen.getByText(/You asked for 75 % off on 1 Aug 2026/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Hardship application' })).not.toBeInTheDocument();
  });
});

describe('/memberships', () => {
  it('shows Free, Premium and Elite with their prices and what each includes; a visitor’s Start goes through sign-in', async () => {
    stubFetch({ '/api/session': { body: VISITOR_REPLY } });
    renderPage(<MembershipsPage />, { path: '/memberships' });
    const plans = await screen.findAllByRole('article');
    expect(plans.map((plan) => within(plan).getByRole('heading', { level: 2 }).textContent)).toEqual(['Free', 'Premium', 'Elite']);
    expect(plans.map((plan) => plan.textContent)).toEqual([
      expect.stringContaining('$0 for as long as you like'),
      expect.stringContaining('$12 a month'),
      expect.stringContaining('$29 a month'),
    ]);
    expect(within(plans[1]).getByRole('list', { name: 'Premium includes' })).toHaveTextContent('Sofia, your personal guide');
    expect(within(plans[1]).getByRole('list', { name: 'Premium includes' })).toHaveTextContent('break reminders');
    expect(within(plans[0]).getByRole('list', { name: 'Free includes' })).not.toHaveTextContent('Sofia');
    expect(await within(plans[1]).findByRole('link', { name: 'Start with Premium' })).toHaveAttribute(
      'href',
      '/auth?redirect=%2Fmemberships%3Finterval%3Dmonth',
    );
    expectLink('Create a free account', '/auth?mode=register', plans[0]);
    expectLink('Read about the hardship program', '/hardship-program');
  });

  it('switches to yearly prices (two months free) and keeps the choice through sign-in', async () => {
    stubFetch({ '/api/session': { body: VISITOR_REPLY } });
    renderPage(<MembershipsPage />, { path: '/memberships' });
    const user = userEvent.setup();
    expect(await screen.findByRole('radio', { name: 'Monthly' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /Yearly/ }));
    const premium = screen.getByRole('article', { name: 'Premium' });
    expect(premium).toHaveTextContent('$120 a year');
    expect(premium).toHaveTextContent('Two months free: $10 a month, paid once a year.');
    expect(screen.getByRole('article', { name: 'Elite' })).toHaveTextContent('$290 a year');
    expectLink('Start with Premium', '/auth?redirect=%2Fmemberships%3Finterval%3Dyear', premium);
  });

  it('marks a member’s own membership and offers Manage membership instead of Subscribe', async () => {
    stubFetch({ ...signedInRoutes(null, { tier: 'premium' }), '/api/memberships/billing': { body: subscribedReply() } });
    renderPage(<MembershipsPage />, { path: '/memberships' });
    const premium = await screen.findByRole('article', { name: /Premium/ });
    expect(await within(premium).findByText('Your membership')).toBeInTheDocument();
    expect(await within(premium).findByText('This is your membership now, billed monthly.')).toBeInTheDocument();
    expect(within(premium).getByRole('button', { name: 'Manage membership' })).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: /Elite/ })).getByRole('button', { name: 'Switch to Elite' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Subscribe/ })).not.toBeInTheDocument();
  });

  it('shows a member’s hardship prices and subscribes at the chosen interval, going where the server says', async () => {
    const mock = stubFetch({
      ...signedInRoutes(),
      '/api/memberships/billing': { body: billingReply({ hardshipLevel: 75 }) },
      'POST /api/memberships/subscribe': { body: { url: '/memberships/test-checkout?session_id=test_cs_1', free: false } },
    });
    renderPage(<MembershipsPage />, { path: '/memberships?interval=year' });
    const user = userEvent.setup();
    const elite = await screen.findByRole('article', { name: 'Elite' });
    expect(await screen.findByText('Your hardship discount of 75 % off is shown in the prices below.')).toBeInTheDocument();
    expect(elite).toHaveTextContent('$72.50 a year');
    expect(elite).toHaveTextContent('With your 75 % hardship discount. Usually $290 a year.');
    await user.click(within(elite).getByRole('button', { name: 'Subscribe to Elite ($72.50 a year)' }));
    expect(await screen.findByText('Moved to /memberships/test-checkout?session_id=test_cs_1')).toBeInTheDocument();
    expect(sentBodies(mock, 'POST', '/api/memberships/subscribe')).toEqual([{ tier: 'elite', interval: 'year' }]);
  });

  it('offers a member at 100 % off to start at no cost', async () => {
    stubFetch({ ...signedInRoutes(), '/api/memberships/billing': { body: billingReply({ hardshipLevel: 100 }) } });
    renderPage(<MembershipsPage />, { path: '/memberships' });
    const premium = await screen.findByRole('article', { name: 'Premium' });
    expect(await within(premium).findByRole('button', { name: 'Start Premium at no cost' })).toBeInTheDocument();
    expect(premium).toHaveTextContent('$0 a month');
  });

  it('says why Subscribe failed, in the server’s words', async () => {
    stubFetch({
      ...signedInRoutes(),
      '/api/memberships/billing': { body: billingReply() },
      'POST /api/memberships/subscribe': {
        status: 409,
        body: { title: 'Conflict', status: 409, detail: MEMBERSHIP_BILLING_MESSAGES.alreadyMember },
      },
    });
    renderPage(<MembershipsPage />, { path: '/memberships' });
    const user = userEvent.setup();
    const premium = await screen.findByRole('article', { name: 'Premium' });
    await user.click(await within(premium).findByRole('button', { name: /Subscribe to Premium/ }));
    expect(await within(premium).findByRole('alert')).toHaveTextContent(MEMBERSHIP_BILLING_MESSAGES.alreadyMember);
  });
});
