import { readFile } from 'node:fs/promises';
import { signInViaApi, signUpAndVerify } from './accounts';
import { waitForMail } from './mail';
import { expect, expectAccessible, test } from './support';

// Issue 18: a member buys the workbook with the built-in test checkout (no Stripe keys), the cart
// survives a reload, the success page shows the receipt and download, My Purchases holds the order,
// and the downloaded file is a PDF licensed to them. axe on every page.

test.beforeEach(async ({ page }) => {
  // The cookie-consent banner is not what this journey is about.
  await page.addInitScript(() => localStorage.setItem('privacy_consent_given', 'true'));
});

test('a member buys the workbook in test mode, finds it in My Purchases and downloads it', async ({ page }) => {
  // Seven pages, each checked by axe, on a shared two-core machine.
  test.setTimeout(180_000);
  const { email } = await signUpAndVerify(page, { fullName: 'Shop Member' });
  await signInViaApi(page, email);

  await page.goto('/refill-shop');
  await expect(page.getByRole('heading', { level: 1, name: 'The Refill Shop' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'The Burnout Recovery Workbook' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'The Burnout Recovery Workbook' })).toBeVisible();
  await expect(page.getByText('$47', { exact: true })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Add to cart' }).click();
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await expect(drawer.getByLabel('Total $47')).toBeVisible();
  await expect(drawer.getByRole('note', { name: 'Test mode' })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // The cart is kept under refill-shop-cart across a reload.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Cart (1)' })).toBeVisible();
  await page.getByRole('button', { name: 'Cart (1)' }).click();
  await drawer.getByRole('button', { name: 'Checkout' }).click();

  await expect(page).toHaveURL(/\/refill-shop\/checkout\?session_id=test_cs_/);
  await expect(page.getByRole('note', { name: 'Test mode' })).toContainText('TEST MODE');
  await expect(page.getByText('No money moves', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Pay $47' }).click();

  await expect(page).toHaveURL(/\/refill-shop\/success\?session_id=test_cs_/);
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download The Burnout Recovery Workbook (PDF)' })).toBeVisible();
  await expectAccessible(page);
  const receipt = await waitForMail(email, /receipt/);
  expect(receipt.links.some((l) => l.includes('/api/shop/download?token='))).toBe(true);

  await page.goto('/my-purchases');
  const orders = page.getByRole('list', { name: 'Orders' });
  await expect(orders.getByText('The Burnout Recovery Workbook').first()).toBeAttached();
  await expect(orders.getByText('TEST', { exact: true })).toBeVisible();
  await expectAccessible(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    orders.getByRole('link', { name: 'Download The Burnout Recovery Workbook (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('burnout-recovery-workbook.pdf');
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 4).toString()).toBe('%PDF');
  expect(bytes.toString('latin1')).toContain(`Licensed to ${email}`);
});
