import { signUpAndVerify } from './accounts';
import { expect, test } from './support';

// Decision 181: after following a link inside the app, a keyboard or screen reader user starts on
// the new page (focus on the main region) and hears its name, as after a page load. Before, focus
// fell to <body> or went back to the menu's button, and nothing was read out.

test.beforeEach(async ({ page }) => {
  // The cookie-consent banner is not what this journey is about.
  await page.addInitScript(() => localStorage.setItem('privacy_consent_given', 'true'));
});

const onPage = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.getElementById('main-content')?.contains(document.activeElement) ?? false);

test('a member who follows links by keyboard starts on each new page and hears its name', async ({ page }) => {
  await signUpAndVerify(page, { fullName: 'Route Focus' });
  await page.goto('/dashboard');
  const announcer = page.locator('p[aria-live="polite"]');

  // From the user menu in the bar: focus does not go back to the menu's button.
  const menu = page.getByRole('button', { name: /Hi, Route/ });
  await menu.focus();
  await page.keyboard.press('Enter');
  const settings = page.getByRole('menuitem', { name: 'Account Settings' });
  await settings.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/account-settings');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('#main-content')).toBeFocused();
  await expect(menu).not.toBeFocused();
  await expect(announcer).toHaveText('Account Settings | Recalibrate');

  // From the footer: the next Tab goes into the new page, not on down the footer.
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'The Lounge' });
  await footerLink.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/lounge/);
  await expect(page.locator('#main-content')).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await onPage(page)).toBe(true);
  await expect(announcer).toContainText('The Lounge');
});
