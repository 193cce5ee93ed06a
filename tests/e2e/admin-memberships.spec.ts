import { signInAsSuperAdmin, signInViaApi, signOutViaApi, signUpAndVerify } from './accounts';
import { journeyEmail } from './mail';
import { expect, expectAccessible, test } from './support';

// Issue 19, the back office (decision 094): staff give a member Premium with a reason in
// /admin/users and the member's break reminders unlock; the tiers docs page is drawn from the code.

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('privacy_consent_given', 'true'));
});

test('a staff grant with a reason unlocks the member; the tiers docs page reads the code', async ({ page }) => {
  const member = await signUpAndVerify(page, { email: journeyEmail('granted'), fullName: 'Granted Member' });
  await page.goto('/account-settings');
  const reminders = page.getByRole('switch', { name: /Mindful break reminders/ });
  await expect(reminders).toBeDisabled();
  await signOutViaApi(page);

  await signInAsSuperAdmin(page);
  await page.goto('/admin/users');
  await page.getByRole('searchbox', { name: 'Search members' }).fill(member.email);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('status').filter({ hasText: `1 person found for “${member.email}”.` })).toBeVisible();
  await expect(page.getByRole('row', { name: /Granted Member/ })).toContainText('None, free');
  await page.getByRole('button', { name: 'Open: Granted Member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Granted Member' });
  const give = dialog.getByRole('form', { name: 'Give a tier' });
  await give.getByRole('button', { name: 'Give tier' }).click();
  await expect(give.getByText('Please give a short reason.')).toBeVisible();
  await give.getByLabel('Tier to give').selectOption('premium');
  await give.getByRole('textbox', { name: /Reason/ }).fill('Thank you for testing the beta');
  await give.getByRole('button', { name: 'Give tier' }).click();
  await expect(give.getByText('Granted. Their tier is now Premium.')).toBeVisible();
  await expect(dialog.getByText(/Reason: Thank you for testing the beta/)).toBeVisible();
  await expectAccessible(page);

  await page.goto('/admin/subscription-tiers-docs');
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription Tiers' })).toBeVisible();
  const features = page.getByRole('table', { name: 'Features by the lowest tier that unlocks them' });
  await expect(features.getByRole('row', { name: /break_reminders/ })).toContainText('PUT /api/wellness/preferences');
  await expect(features.getByRole('row', { name: /shop_guides_included/ })).toContainText('GET /api/shop/files/:fileKey');
  await expectAccessible(page);
  await signOutViaApi(page);

  await signInViaApi(page, member.email);
  await page.goto('/account-settings');
  await expect(page.getByRole('switch', { name: /Mindful break reminders/ })).toBeEnabled();
});
