import { signInAsSuperAdmin } from './accounts';
import { journeyEmail } from './mail';
import { expect, expectAccessible, test } from './support';

// Issue 18, the shop's back office: a super_admin finds a test-mode order in /admin/purchases, reads
// its timeline, re-sends the receipt and refunds part of it; /admin/sales shows it with test orders
// switched on and offers the CSV; /admin/refunds lists requests. axe on each, by keyboard where it matters.

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('privacy_consent_given', 'true'));
});

test('a super admin finds an order, re-sends its receipt, refunds part of it and sees it in sales', async ({ page }) => {
  test.setTimeout(180_000);
  const email = journeyEmail('backoffice');
  const started = await page.request.post('/api/shop/checkout', {
    data: { email, items: [{ productId: 'burnout-autoimmunity-ebook', quantity: 1 }] },
  });
  expect(started.status(), await started.text()).toBe(200);
  const { orderNumber, url } = (await started.json()) as { orderNumber: string; url: string };
  const paid = await page.request.post(`/api/shop/test-checkout/${new URL(url).searchParams.get('session_id')}`, {
    data: { outcome: 'pay' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  await signInAsSuperAdmin(page);

  await page.goto('/admin/purchases');
  await expect(page.getByRole('heading', { level: 1, name: 'Purchases' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Email or order number' }).fill(email);
  await page.keyboard.press('Enter');
  const results = page.getByRole('region', { name: `Orders matching ${email}` });
  await expect(results.getByRole('link', { name: orderNumber })).toBeVisible();
  await expect(results.getByText('TEST mode: no money moved')).toBeVisible();
  await expectAccessible(page);

  await results.getByRole('link', { name: orderNumber }).click();
  await expect(page.getByRole('heading', { level: 2, name: `Order ${orderNumber}` })).toBeVisible();
  await expect(page.getByText(`Order placed by ${email} ($19)`)).toBeVisible();
  await page.getByRole('button', { name: 'Resend receipt' }).click();
  await expect(page.getByText(`Receipt sent again to ${email}, with fresh download links.`)).toBeVisible();
  const refund = page.getByRole('form', { name: `Refund ${orderNumber}` });
  await refund.getByRole('radio', { name: /Partial refund/ }).check();
  await refund.getByRole('textbox', { name: 'Amount in dollars' }).fill('4.50');
  await refund.getByRole('button', { name: 'Refund $4.50' }).click();
  await expect(page.getByText(`Refunded $4.50 on ${orderNumber}. The buyer has been emailed.`)).toBeVisible();
  await expect(page.getByText('Refunded $4.50', { exact: true })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/admin/sales');
  await expect(page.getByRole('heading', { level: 1, name: 'Sales' })).toBeVisible();
  await page.getByRole('switch', { name: 'Test mode orders' }).press('Space');
  const byProduct = page.getByRole('region', { name: 'Sales by product, test' });
  await expect(byProduct.getByRole('rowheader', { name: /Autoimmunity/i })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download CSV by day' })).toHaveAttribute(
    'href',
    '/api/admin/sales.csv?period=day&mode=test&by=period',
  );
  await expectAccessible(page);

  await page.goto('/admin/refunds');
  await expect(page.getByRole('heading', { level: 1, name: 'Refunds' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Show' })).toBeVisible();
  await expectAccessible(page);
});
