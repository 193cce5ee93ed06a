import { signInAsSuperAdmin, signInViaApi, signOutViaApi, signUpAndVerify } from './accounts';
import { journeyEmail } from './mail';
import { expect, expectAccessible, test } from './support';

// Issue 20, Personal Guidance (decision 102): a Premium member who has checked in opens /ai-coach
// and sees what their own check-ins allow so far, counted from their data, with how much each
// insight needs and why; a free member sees what it offers and the way to Premium; staff read the
// three Sofia docs pages drawn from the code. Check-ins are stamped by the server's clock, so a
// journey's check-ins all fall on today: the patterns over many days are proven by the API tests.

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('privacy_consent_given', 'true'));
});

/** Same-origin writes need an Origin header (CSRF check); Playwright's API requests send none. */
function fromTheApp(): Record<string, string> {
  return { origin: new URL(test.info().project.use.baseURL!).origin };
}

const CHECKIN = { energy_level: 4, stress_level: 7, sleep_quality: 5, work_satisfaction: 5, social_connection: 6 };

test('a Premium member reads Personal Guidance drawn from their own check-ins; a free member sees the way to it', async ({ page }) => {
  const premium = await signUpAndVerify(page, { email: journeyEmail('guided'), fullName: 'Guided Member' });
  const session = (await (await page.request.get('/api/session')).json()) as { user: { id: string } };
  for (let i = 0; i < 3; i += 1) {
    const saved = await page.request.post('/api/wellness/checkins', { data: CHECKIN, headers: fromTheApp() });
    expect(saved.status(), await saved.text()).toBe(201);
  }
  await signOutViaApi(page);
  await signInAsSuperAdmin(page);
  const grant = await page.request.post(`/api/admin/users/${session.user.id}/grants`, {
    data: { tier: 'premium', reason: 'Testing Personal Guidance' },
    headers: fromTheApp(),
  });
  expect(grant.status(), await grant.text()).toBe(200);
  await signOutViaApi(page);
  await signInViaApi(page, premium.email);

  await page.goto('/ai-coach');
  await expect(page.getByRole('heading', { level: 1, name: 'Personal Guidance' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your journey' })).toContainText('Next step');
  await expect(page.getByText(/You have 1 day with a check-in in the last 90 days/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'What we looked at' })).toContainText('3 check-ins');
  await expect(page.getByRole('region', { name: 'Patterns' })).toContainText('No clear pattern to show yet.');
  const minimums = page.getByRole('region', { name: 'How much data each insight needs, and why' });
  await expect(minimums).toContainText('A day of the week that runs harder');
  await expectAccessible(page);
  await signOutViaApi(page);

  await signUpAndVerify(page, { email: journeyEmail('unguided'), fullName: 'Free Member' });
  await page.goto('/ai-coach');
  const offer = page.getByRole('region', { name: 'What Personal Guidance offers' });
  await expect(offer).toBeVisible();
  await expect(offer.getByRole('link', { name: 'See Premium and Elite' })).toHaveAttribute('href', '/memberships');
  await expectAccessible(page);
});

test('staff read the three Sofia docs pages, drawn from the code', async ({ page }) => {
  await signInAsSuperAdmin(page);

  await page.goto('/admin/sofia-architecture');
  await expect(page.getByRole('heading', { level: 1, name: 'Sofia Architecture' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Every turn, in order' }).getByRole('listitem').first()).toContainText('Safety check');
  await expect(page.getByRole('table', { name: 'Sofia’s exercises' })).toContainText('4-7-8 breathing');
  await expectAccessible(page);

  await page.goto('/admin/sofia-access-docs');
  await expect(page.getByRole('heading', { level: 1, name: 'Sofia Access' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Sofia’s routes and their access' })).toContainText('GET /api/sofia/insights');
  await expectAccessible(page);

  await page.goto('/admin/insight-gating-docs');
  await expect(page.getByRole('heading', { level: 1, name: 'Insight Gating' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Sofia’s phrases by category' })).toContainText('ideation');
  await expectAccessible(page);
});
