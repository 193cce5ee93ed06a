import type { Browser, Page } from '@playwright/test';
import { signInAsSuperAdmin, signInViaApi, signUpAndVerify } from './accounts';
import { actsOnceHydrated, expect, expectAccessible, test } from './support';
import { waitForMail } from './mail';

// Issue 19's journey, in test mode (no Stripe keys): a free member finds break reminders locked,
// subscribes to Premium through the built-in test checkout and finds them unlocked; staff trigger a
// failed renewal, the member sees the gentle past-due banner and pays again from the test portal;
// the member cancels at the end of the period and sees the end date. A member upgrades to Elite
// (the charge said before, its receipt after) and moves back to Premium from the renewal (the date
// said before, Elite kept until then; decision 179). A hardship member at 100 % starts Premium
// without paying. axe on every page.

test.beforeEach(async ({ page }) => {
  // The cookie-consent banner is not what this journey is about.
  await page.addInitScript(() => localStorage.setItem('privacy_consent_given', 'true'));
});

const fromTheApp = () => ({ origin: new URL(test.info().project.use.baseURL!).origin });

/** Staff, in a browser of their own. */
async function asStaff<T>(browser: Browser, work: (staff: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const staff = actsOnceHydrated(await context.newPage());
    await signInAsSuperAdmin(staff);
    return await work(staff);
  } finally {
    await context.close();
  }
}

const breakSwitch = (page: Page) => page.getByRole('switch', { name: /Mindful break reminders/ });

test('a member subscribes to Premium in test mode, puts a failed renewal right and cancels at period end', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const { email } = await signUpAndVerify(page, { fullName: 'Premium Member' });
  await signInViaApi(page, email);

  // Free: break reminders are locked, with a calm way to the memberships.
  await page.goto('/account-settings');
  // The settings page asks several answers at once: a crowded machine can take a while.
  await expect(breakSwitch(page)).toBeDisabled({ timeout: 30_000 });
  await expect(page.getByText('Break reminders are a Premium feature, so this switch is off for now.')).toBeVisible();
  await page.getByRole('link', { name: 'See memberships' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Memberships' })).toBeVisible();
  const premium = page.getByRole('article', { name: 'Premium' });
  await expect(page.getByRole('article', { name: 'Free' }).getByText('Your membership', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await premium.getByRole('button', { name: 'Subscribe to Premium ($12 a month)' }).click();

  await expect(page).toHaveURL(/\/memberships\/test-checkout\?session_id=/);
  await expect(page.getByRole('note', { name: 'Test mode' })).toContainText('TEST MODE');
  await expect(page.getByText('$12 a month')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Pay $12 and start Premium' }).click();

  await expect(page).toHaveURL(/\/account-profile/);
  // Review 6, finding 10: the page says what started, with focus on it, and the address forgets it.
  const started = page.getByRole('status').filter({ hasText: 'Your Premium membership has started.' });
  await expect(started).toBeFocused();
  await expect(page).toHaveURL(/\/account-profile$/);
  const billing = page.getByRole('region', { name: 'Billing' });
  await expect(billing.getByText('Your membership: Premium.')).toBeVisible();
  await expect(billing.getByText(/^Renews on .+ for \$12\.$/)).toBeVisible();
  await expect(billing.getByText('Paid up.')).toBeVisible();
  await expect(billing.getByRole('list', { name: 'Receipts' }).getByText(/^Paid on /)).toHaveCount(1);
  await expectAccessible(page);
  // The payment's receipt also comes by email, leading back to the receipts.
  const receipt = await waitForMail(email, /^Your Recalibrate membership receipt$/);
  expect(receipt.links.map((link) => new URL(link).pathname)).toEqual(['/account-profile']);

  // Premium: the reminders unlock.
  await page.goto('/account-settings');
  await expect(breakSwitch(page)).toBeEnabled({ timeout: 30_000 });

  // Staff make the next renewal fail from the member's record; the member sees the banner on their member pages.
  await asStaff(browser, async (staff) => {
    await staff.goto('/admin/users');
    await staff.getByRole('searchbox', { name: 'Search members' }).fill(email);
    await staff.getByRole('button', { name: 'Search' }).click();
    await expect(staff.getByRole('status').filter({ hasText: `1 person found for “${email}”.` })).toBeVisible();
    await staff.getByRole('button', { name: 'Open: Premium Member' }).click();
    const record = staff.getByRole('dialog', { name: 'Premium Member' });
    await record.getByRole('button', { name: 'Renew now, payment fails' }).click();
    await expect(record.getByText('The renewal payment failed. The member now sees how to put it right.')).toBeVisible();
    await expectAccessible(staff);
  });
  await page.goto('/dashboard');
  const banner = page.getByRole('region', { name: 'Your membership payment needs a look' });
  await expect(banner).toContainText('Your last payment did not go through. Everything stays open until');
  await expectAccessible(page);
  await banner.getByRole('button', { name: 'Fix my payment' }).click();

  await expect(page).toHaveURL(/\/memberships\/test-portal$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Manage your membership' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Pay again with the test card' }).click();
  await expect(page.getByText('Thank you: the payment went through.')).toBeVisible();
  await expect(page.getByText('Paid up.')).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toBeHidden();

  // Cancel at the end of the period: the end date shows, and nothing is lost before it.
  await page.goto('/account-profile');
  await billing.getByRole('button', { name: 'Manage membership' }).click();
  await expect(page).toHaveURL(/\/memberships\/test-portal$/);
  await page.getByRole('button', { name: 'Cancel at the end of the period' }).click();
  await expect(page.getByText('Your membership is set to end at the close of this period.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Keep my membership' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Back to your account' }).click();
  await expect(billing.getByText(/^Ends on .+\. It will not renew\.$/)).toBeVisible();
  await expect(billing.getByText('Your membership: Premium.')).toBeVisible();
});

test('a member upgrades to Elite, paying the difference, and moves back to Premium from the renewal', async ({ page, browser }) => {
  test.setTimeout(300_000);
  const { email } = await signUpAndVerify(page, { fullName: 'Changing Member' });
  await signInViaApi(page, email);
  await page.goto('/memberships');
  await page.getByRole('article', { name: 'Premium' }).getByRole('button', { name: 'Subscribe to Premium ($12 a month)' }).click();
  await page.getByRole('button', { name: 'Pay $12 and start Premium' }).click();
  await expect(page).toHaveURL(/\/account-profile/);
  const billing = page.getByRole('region', { name: 'Billing' });
  await expect(billing.getByText('Your membership: Premium.')).toBeVisible();
  await waitForMail(email, /^Your Recalibrate membership receipt$/);
  const upgradedAfter = Date.now();

  // Upgrade: what is charged today is said before the member confirms (the month just paid: the whole $17 difference).
  await billing.getByRole('button', { name: 'Manage membership' }).click();
  await expect(page).toHaveURL(/\/memberships\/test-portal$/);
  const form = page.getByRole('form', { name: 'Change your plan' });
  await form.getByRole('radio', { name: 'Elite: $29 a month' }).check();
  await expect(
    form.getByText(
      /^Elite starts now\. \$17 is charged today: the difference for what is left of this month, until .+\. Your next payment, \$29, is on .+\.$/,
    ),
  ).toBeVisible();
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Change my plan' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your membership is changed.' })).toBeFocused();
  await expect(page.getByText(/^Renews on .+ for \$29\.$/)).toBeVisible();
  // The charge has its receipt, on the profile and by email, and the change its own email (not a welcome).
  const receipt = await waitForMail(email, /^Your Recalibrate membership receipt$/, upgradedAfter);
  expect(receipt.links.map((link) => new URL(link).pathname)).toEqual(['/account-profile']);
  await waitForMail(email, /^Your Recalibrate plan is changed$/, upgradedAfter);
  await page.getByRole('link', { name: 'Back to your account' }).click();
  await expect(billing.getByText('Your membership: Elite.')).toBeVisible();
  const receipts = billing.getByRole('list', { name: 'Receipts' });
  await expect(receipts.getByRole('listitem')).toHaveCount(2);
  await expect(receipts.getByRole('listitem').first()).toContainText('Elite');
  await expect(receipts.getByRole('listitem').first()).toContainText('$17');

  // Downgrade: nothing changes until the renewal; the date is said before and shown after.
  await billing.getByRole('button', { name: 'Manage membership' }).click();
  await form.getByRole('radio', { name: 'Premium: $12 a month' }).check();
  await expect(
    form.getByText(
      /^Nothing changes until (.+), and nothing is charged today: you keep Elite and everything it includes until then\. Premium starts on \1 at \$12 a month\.$/,
    ),
  ).toBeVisible();
  await form.getByRole('button', { name: 'Change my plan' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Saved: Premium starts on .+\. Until then, nothing changes\.$/ })).toBeFocused();
  await expect(page.getByText(/^Premium starts on .+ at \$12 a month\.$/)).toBeVisible();
  await expect(page.getByText('Elite, billed monthly')).toBeVisible();
  await expectAccessible(page);

  // Until then the member keeps what Elite includes: the guides and their downloads.
  await page.goto('/my-purchases');
  await expect(page.getByRole('heading', { name: 'Included with your membership' })).toBeVisible();
  const guide = await page.request.get('/api/shop/files/burnout-recovery-workbook');
  expect(guide.status()).toBe(200);

  // At the renewal, Premium starts at its price, and the guides go with Elite.
  await asStaff(browser, async (staff) => {
    const res = await staff.request.post('/api/admin/memberships/test-renewal', {
      data: { email, outcome: 'paid' },
      headers: fromTheApp(),
    });
    expect(res.status(), await res.text()).toBe(200);
  });
  await page.goto('/account-profile');
  await expect(billing.getByText('Your membership: Premium.')).toBeVisible();
  await expect(billing.getByText(/^Renews on .+ for \$12\.$/)).toBeVisible();
  expect((await page.request.get('/api/shop/files/burnout-recovery-workbook')).status()).toBe(403);
});

test('a hardship member at 100 % off starts Premium without paying', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const { email } = await signUpAndVerify(page, { fullName: 'Hardship Member' });
  await signInViaApi(page, email);
  const applied = await page.request.post('/api/memberships/hardship', {
    data: { situation: 'I was signed off work for three months and my pay has halved.', requestedLevel: 100, note: '' },
    headers: fromTheApp(),
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const { id } = (await applied.json()) as { id: string };
  await asStaff(browser, async (staff) => {
    const res = await staff.request.post(`/api/admin/hardship-applications/${id}/decision`, {
      data: { decision: 'approved', approvedLevel: 100, note: '' },
      headers: fromTheApp(),
    });
    expect(res.status(), await res.text()).toBe(200);
  });

  await page.goto('/memberships');
  await expect(page.getByText('Your hardship discount of 100 % off is shown in the prices below.')).toBeVisible();
  const premium = page.getByRole('article', { name: 'Premium' });
  await expect(premium.getByText('With your 100 % hardship discount. Usually $12 a month.')).toBeVisible();
  await expectAccessible(page);
  await premium.getByRole('button', { name: 'Start Premium at no cost' }).click();

  await expect(page).toHaveURL(/\/account-profile/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Your hardship discount covers it all, so there is nothing to pay.' }),
  ).toBeFocused();
  const billing = page.getByRole('region', { name: 'Billing' });
  await expect(billing.getByText('Your membership: Premium.')).toBeVisible();
  await expect(billing.getByText('Nothing to pay: your hardship discount covers it all.')).toBeVisible();
  await expect(billing.getByText('Your hardship discount: 100 % off every membership price.')).toBeVisible();
  await expectAccessible(page);
});
