import { readFile } from 'node:fs/promises';
import { signInAsSuperAdmin, signInViaApi, signOutViaApi, signUpAndVerify } from './accounts';
import { journeyEmail, waitForMail } from './mail';
import { expect, expectAccessible, test } from './support';

// Issue 18: a visitor buys without an account in test mode; the purchase joins the account she
// then makes with that address. She reviews it, staff approve the review; she asks for a refund,
// staff approve it, and the download is refused afterwards. A declined payment leaves the order
// failed and grants nothing. axe on every page.

test.beforeEach(async ({ page }) => {
  // The cookie-consent banner is not what this journey is about.
  await page.addInitScript(() => localStorage.setItem('privacy_consent_given', 'true'));
});

test('a visitor buys, joins, reviews and is refunded; staff approve both; a decline grants nothing', async ({ page }) => {
  test.setTimeout(300_000);
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
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download The Burnout Recovery Workbook (PDF)' }).click(),
  ]);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 4).toString()).toBe('%PDF');
  expect(bytes.toString('latin1')).toContain(`Licensed to ${email}`);
  await waitForMail(email, /receipt/);

  // She makes an account with that address: the purchase is hers.
  await signUpAndVerify(page, { email, fullName: 'Visiting Buyer' });
  await page.goto('/my-purchases');
  const orders = page.getByRole('list', { name: 'Orders' });
  const downloadLink = orders.getByRole('link', { name: 'Download The Burnout Recovery Workbook (PDF)' });
  await expect(downloadLink).toBeVisible();
  const fileHref = (await downloadLink.getAttribute('href'))!;
  await expectAccessible(page);

  // She reviews it; it waits for a person.
  await orders.getByRole('link', { name: 'Review The Burnout Recovery Workbook' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Review The Burnout Recovery Workbook' })).toBeVisible();
  const review = page.getByRole('form', { name: 'Your review' });
  await review.getByRole('radio', { name: '5 stars' }).check();
  const words = 'The rest plan worksheet gave my evenings back. Gentle and practical.';
  await review.getByLabel('Your review').fill(words);
  await review.getByRole('button', { name: 'Send my review' }).click();
  await expect(
    page.getByText('Thank you. Your review is saved. A person will check it before it appears on the product page.'),
  ).toBeVisible();
  await expectAccessible(page);
  const orderNumber = (await (await page.request.get('/api/shop/purchases')).json()).orders[0].orderNumber as string;

  // Staff approve the review.
  await signOutViaApi(page);
  await signInAsSuperAdmin(page);
  await page.goto('/admin/refill-shop');
  await page.getByRole('button', { name: "Approve: Visiting Buyer's review of The Burnout Recovery Workbook" }).click();
  await expect(page.getByRole('button', { name: "Approve: Visiting Buyer's review of The Burnout Recovery Workbook" })).toHaveCount(0);
  await expectAccessible(page);
  await page.goto('/refill-shop/burnout-recovery-workbook');
  await expect(page.getByText(words)).toBeVisible();

  // She asks for a refund (the form answers the same whatever was sent) and staff approve it.
  await signOutViaApi(page);
  await page.goto('/refund-request');
  const form = page.getByRole('form', { name: 'Refund request' });
  await form.getByLabel('Order number').fill(orderNumber);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Why would you like a refund?').fill('It came at the wrong time for me.');
  await form.getByRole('button', { name: 'Send my request' }).click();
  await expect(page.getByRole('heading', { name: 'Request sent' })).toBeFocused();
  await expectAccessible(page);

  await signInAsSuperAdmin(page);
  await page.goto('/admin/refunds');
  const request = page.getByRole('article', { name: orderNumber });
  await request.getByRole('button', { name: 'Approve and refund $47.00' }).click();
  await expect(page.getByText(`Refunded $47.00 on ${orderNumber}. The buyer has been emailed.`)).toBeVisible();
  await expectAccessible(page);

  // The download is refused afterwards.
  await signOutViaApi(page);
  await signInViaApi(page, email);
  expect((await page.request.get(fileHref)).status()).toBe(403);
  await page.goto('/my-purchases');
  await expect(page.getByRole('list', { name: 'Orders' }).getByRole('link', { name: /^Download / })).toHaveCount(0);
});
