import { readFile } from 'node:fs/promises';
import { signUpAndVerify } from './accounts';
import { journeyEmail, waitForMail } from './mail';
import { expect, expectAccessible, test } from './support';

// Issue 18: a visitor buys without an account in test mode; the purchase joins the account she
// then makes with that address. A declined payment leaves the order failed and grants nothing.

test.beforeEach(async ({ page }) => {
  // The cookie-consent banner is not what this journey is about.
  await page.addInitScript(() => localStorage.setItem('privacy_consent_given', 'true'));
});

test('a visitor declines, then pays, downloads, and finds the purchase once she has an account', async ({ page }) => {
  test.setTimeout(180_000);
  const email = journeyEmail('buyer');

  await page.goto('/refill-shop');
  await page.getByRole('link', { name: 'The Burnout Recovery Workbook' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'The Burnout Recovery Workbook' })).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await expect(drawer.getByLabel('Total $47')).toBeVisible();
  await page.keyboard.press('Escape');

  // The cart is kept across a reload.
  await page.reload();
  await page.getByRole('button', { name: 'Cart (1)' }).click();
  await drawer.getByLabel('Email').fill(email);
  await expectAccessible(page);
  await drawer.getByRole('button', { name: 'Checkout' }).click();

  // Declined: the order fails and nothing is granted.
  await expect(page).toHaveURL(/\/refill-shop\/checkout\?session_id=test_cs_/);
  await expect(page.getByRole('note', { name: 'Test mode' })).toContainText('TEST MODE');
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page).toHaveURL(/\/refill-shop\/success\?session_id=test_cs_/);
  await expect(page.getByRole('heading', { name: 'The payment did not go through' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Download / })).toHaveCount(0);
  const declinedAt = new URL(page.url()).searchParams.get('session_id')!;
  const declined = await (await page.request.get(`/api/shop/orders/${declinedAt}`)).json();
  expect(declined.status).toBe('failed');
  expect(declined.downloads).toEqual([]);

  // Again, and paid.
  await page.goto('/refill-shop');
  await page.getByRole('button', { name: 'Cart (1)' }).click();
  await drawer.getByLabel('Email').fill(email);
  await drawer.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/refill-shop\/checkout\?session_id=test_cs_/);
  await page.getByRole('button', { name: 'Pay $47' }).click();
  await expect(page).toHaveURL(/\/refill-shop\/success\?session_id=test_cs_/);
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  await expectAccessible(page);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download The Burnout Recovery Workbook (PDF)' }).click()]);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 4).toString()).toBe('%PDF');
  expect(bytes.toString('latin1')).toContain(`Licensed to ${email}`);
  await waitForMail(email, /receipt/);

  // She makes an account with that address: the purchase is hers.
  await signUpAndVerify(page, { email, fullName: 'Visiting Buyer' });
  await page.goto('/my-purchases');
  const orders = page.getByRole('list', { name: 'Orders' });
  await expect(orders.getByRole('link', { name: 'Download The Burnout Recovery Workbook (PDF)' })).toBeVisible();
  await expectAccessible(page);
});
