import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { COACH_APPLICATION_RECEIVED } from '#shared/contracts/coaching';
import { fieldErrors, sentBodies, stubFetch } from '#web/testing/fetch-stub';
import { renderPage } from '#web/testing/render-page';
import { signedInRoutes, VISITOR_REPLY } from '#web/testing/sessions';
import CoachApplicationPage from './coach-application-page';
import CoachesCornerPage from './coaches-corner-page';

const EXPERIENCE = 'Ten years coaching nurses and teachers through burnout.';
const APPROACH = 'Slow, body-first, and led by what the person needs.';

function stored(links: string[]) {
  return {
    id: 'a6f1d7de-3b8a-4a0e-9d51-6a3a52c0b8e1',
    name: 'Audre Lorde',
    email: 'audre@example.com',
    credentials: 'ICF PCC',
    experience: EXPERIENCE,
    approach: APPROACH,
    links,
    status: 'pending',
    decisionNote: COACH_APPLICATION_RECEIVED,
    decidedAt: null,
    createdAt: '2026-08-01T10:00:00.000Z',
  };
}

/** The form, once it is on the page (later queries stay inside it: whole-app role queries are slow). */
const applicationForm = async () => within(await screen.findByRole('form', { name: 'Apply to coach' }));

async function fillIn(user: ReturnType<typeof userEvent.setup>, links: string) {
  const form = await applicationForm();
  // Answers are pasted: typing them key by key only makes the test slow.
  const fill = async (name: string, text: string) => {
    await user.click(form.getByRole('textbox', { name }));
    await user.paste(text);
  };
  await fill('Your name', 'Audre Lorde');
  await fill('Email', 'audre@example.com');
  await fill('Training and credentials', 'ICF PCC');
  await fill('Your experience', EXPERIENCE);
  await fill('How you work', APPROACH);
  if (links) await fill('Links (optional)', links);
}

describe('/coach-application', () => {
  it.each([
    ['has an application being read', { pending: { email: 'sam@example.com', createdAt: '2026-11-20T10:00:00.000Z' } }, true],
    ['has none', { pending: null }, false],
  ])('for a member who %s: says so instead of the form (%s)', async (_what, mine, pending) => {
    stubFetch({ ...signedInRoutes(), '/api/coaching/applications/mine': { body: mine } });
    renderPage(<CoachApplicationPage />, { path: '/coach-application' });
    if (pending) {
      expect(await screen.findByText('Your application is with us')).toBeInTheDocument();
      expect(screen.getByText(/You applied on .+2026\. We already have your application/)).toBeInTheDocument();
      expect(screen.queryByRole('form', { name: 'Apply to coach' })).not.toBeInTheDocument();
    } else {
      expect(await screen.findByRole('form', { name: 'Apply to coach' })).toBeInTheDocument();
    }
  });

  it('shows the crisis card when an answer holds crisis language, and keeps it after sending', async () => {
    stubFetch({
      '/api/session': { body: VISITOR_REPLY },
      'POST /api/coaching/applications': { status: 201, body: { ...stored([]), crisisTier: 1 } },
    });
    renderPage(<CoachApplicationPage />, { path: '/coach-application' });
    const user = userEvent.setup();
    await fillIn(user, '');
    const form = await applicationForm();
    expect(form.queryByRole('region', { name: 'You do not have to carry this alone' })).not.toBeInTheDocument();
    await user.click(form.getByRole('textbox', { name: 'How you work' }));
    await user.paste(' Some weeks I want to kill myself.');
    expect(await form.findByRole('region', { name: 'You do not have to carry this alone' })).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText(COACH_APPLICATION_RECEIVED)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'You do not have to carry this alone' })).toBeInTheDocument();
  });

  it('sends the application with its links as a list, and acknowledges it', async () => {
    const mock = stubFetch({
      '/api/session': { body: VISITOR_REPLY },
      'POST /api/coaching/applications': {
        status: 201,
        body: { ...stored(['https://example.org/about', 'https://example.org/icf']), crisisTier: 0 },
      },
    });
    renderPage(<CoachApplicationPage />, { path: '/coach-application' });
    const user = userEvent.setup();
    await fillIn(user, 'https://example.org/about\nhttps://example.org/icf');
    await user.click((await applicationForm()).getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText(COACH_APPLICATION_RECEIVED)).toBeInTheDocument();
    expect(screen.getByText('We will write to audre@example.com.')).toBeInTheDocument();
    expect(sentBodies(mock, 'POST', '/api/coaching/applications')).toEqual([
      {
        name: 'Audre Lorde',
        email: 'audre@example.com',
        credentials: 'ICF PCC',
        experience: EXPERIENCE,
        approach: APPROACH,
        links: ['https://example.org/about', 'https://example.org/icf'],
      },
    ]);
  });

  it('marks a link that is not a web address before sending, keeping what was written', async () => {
    const mock = stubFetch({ '/api/session': { body: VISITOR_REPLY } });
    renderPage(<CoachApplicationPage />, { path: '/coach-application' });
    const user = userEvent.setup();
    await fillIn(user, 'example.org');
    const form = await applicationForm();
    await user.click(form.getByRole('button', { name: 'Send application' }));
    const links = form.getByRole('textbox', { name: 'Links (optional)' });
    await waitFor(() => expect(links).toHaveAccessibleDescription(/Please enter full web addresses, starting with https:\/\//));
    expect(links).toHaveValue('example.org');
    expect(form.getByRole('textbox', { name: 'How you work' })).toHaveValue(APPROACH);
    expect(sentBodies(mock, 'POST', '/api/coaching/applications')).toEqual([]);
  });

  it("files the server's error on one link under the links, and the rate limit above the button", async () => {
    let calls = 0;
    stubFetch({
      '/api/session': { body: VISITOR_REPLY },
      'POST /api/coaching/applications': () =>
        ++calls === 1
          ? fieldErrors({ 'links.0': 'That address is too long.' })
          : { status: 429, body: { title: 'Too Many Requests', status: 429, retryAfterSeconds: 60 } },
    });
    renderPage(<CoachApplicationPage />, { path: '/coach-application' });
    const user = userEvent.setup();
    await fillIn(user, 'https://example.org/about');
    const form = await applicationForm();
    await user.click(form.getByRole('button', { name: 'Send application' }));
    await waitFor(() =>
      expect(form.getByRole('textbox', { name: 'Links (optional)' })).toHaveAccessibleDescription(/That address is too long\./),
    );
    await user.click(form.getByRole('button', { name: 'Send application' }));
    expect(await form.findByText('Please wait 1 minute before trying again.')).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: 'Your experience' })).toHaveValue(EXPERIENCE);
  });
});

describe('/coaches-corner', () => {
  it('shows a visitor what the programme is and a way to apply', async () => {
    stubFetch({ '/api/session': { body: VISITOR_REPLY } });
    renderPage(<CoachesCornerPage />, { path: '/coaches-corner' });
    expect(await screen.findByRole('heading', { level: 1, name: "Coach's Corner" })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What it means for members' })).toBeInTheDocument();
    expect(screen.getByText(/Coaches see nothing of yours in Recalibrate/)).toBeInTheDocument();
    expect(screen.queryByText(/share their SoulPrint/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply to coach' })).toHaveAttribute('href', '/coach-application');
    expect(screen.queryByRole('heading', { name: 'How coaching works here' })).not.toBeInTheDocument();
  });

  it('shows an allow-listed coach their resources, and that members’ own pages stay private to them', async () => {
    stubFetch(signedInRoutes(null, { isCoach: true, fullName: 'Bell Hooks' }));
    renderPage(<CoachesCornerPage />, { path: '/coaches-corner' });
    expect(await screen.findByRole('heading', { name: 'How coaching works here' })).toBeInTheDocument();
    expect(screen.getByText(/Welcome, Bell\./)).toBeInTheDocument();
    // Nothing of a member's is shown to a coach, and the page promises no sharing (review 4).
    expect(screen.getByRole('heading', { name: 'What you see of members' })).toBeInTheDocument();
    expect(screen.getByText(/does not show them to\s+coaches/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Apply to coach' })).not.toBeInTheDocument();
  });

  it('treats a signed-in member who is not a coach like any visitor', async () => {
    stubFetch(signedInRoutes(null, { isCoach: false }));
    renderPage(<CoachesCornerPage />, { path: '/coaches-corner' });
    expect(await screen.findByRole('link', { name: 'Apply to coach' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'What you see of members' })).not.toBeInTheDocument();
  });
});
