import { signUpAndVerify } from './accounts';
import { expect, expectFitsPhone, test } from './support';

// Review 5: at 320 px long button labels and a shop title pushed pages sideways, and from 768 to
// about 885 px (a tablet held upright) the desktop bar ran Login and the account menu off screen.

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('privacy_consent_given', 'true'));
});

test('at 320 px the home page and the shop fit the screen, and a visitor on a tablet reaches Login', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  for (const path of ['/', '/refill-shop']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectFitsPhone(page);
  }
  await page.goto('/');
  const start = await page.getByRole('link', { name: 'Start Your Assessment' }).first().boundingBox();
  expect(start!.x + start!.width).toBeLessThanOrEqual(320);

  // A tablet held upright: the menu button in place of the desktop bar, and nothing off screen.
  await page.setViewportSize({ width: 800, height: 1000 });
  await page.goto('/');
  await expectFitsPhone(page);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Navigate Your Journey' }).getByRole('link', { name: 'Login' })).toBeVisible();
});

test('at 320 px a member’s checkout, plan and nervous system pages fit the screen', async ({ page }) => {
  await signUpAndVerify(page, { fullName: 'Narrow Screen' });
  await page.setViewportSize({ width: 320, height: 640 });
  for (const path of ['/memberships/checkout', '/my-reset-plan', '/nervous-system']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectFitsPhone(page);
  }
  // A long label wraps inside its button instead of running past the screen.
  await page.goto('/memberships/checkout');
  const box = await page.getByRole('button', { name: /Subscribe to Elite/ }).boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(320);
});
