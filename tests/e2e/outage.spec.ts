import { signUpAndVerify } from './accounts';
import { expect, expectAccessible, test } from './support';

// Issue 14: a database outage is not a sign-out. While every API answer is a 503 (as the server
// answers when PostgreSQL is unreachable), a signed-in member opening a page stays on it with a calm
// notice, is never sent to sign in, and the page comes back by itself once the records answer again.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('privacy_consent_given', 'true'));
});

test('a member rides out an outage on their journal page and it recovers by itself', async ({ page }) => {
  await signUpAndVerify(page);
  let down = true;
  await page.route('**/api/**', async (route) => {
    if (!down) return route.fallback();
    await route.fulfill({
      status: 503,
      headers: { 'content-type': 'application/problem+json', 'retry-after': '5' },
      body: JSON.stringify({
        type: 'about:blank',
        title: 'Service Unavailable',
        status: 503,
        code: 'DATABASE_UNAVAILABLE',
        detail: "We can't reach our records right now. Please try again in a moment.",
      }),
    });
  });

  await page.goto('/wellness-dashboard/journal');
  const notice = page.getByText("We can't reach our records right now. We're retrying, and you stay signed in.").first();
  await expect(notice).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/wellness-dashboard\/journal$/);
  await expectAccessible(page);

  down = false;
  await expect(page.getByRole('heading', { level: 1, name: 'Journal' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("We can't reach our records right now. We're retrying, and you stay signed in.")).toHaveCount(0);
  await expect(page).toHaveURL(/\/wellness-dashboard\/journal$/);
});
