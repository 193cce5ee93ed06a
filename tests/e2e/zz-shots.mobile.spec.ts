import { signUpAndVerify } from './accounts';
import { expect, test } from './support';

test.use({ viewport: { width: 390, height: 844 } });

test('shots', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/shots/home-banner.png' });
  await page.evaluate(() => window.scrollTo(0, 600));
  await page.screenshot({ path: '/tmp/shots/home-intro.png' });
  await page.evaluate(() => localStorage.setItem('privacy_consent_given', 'true'));
  await signUpAndVerify(page);
  await page.goto('/reset-room');
  await page.waitForTimeout(1000);
  await page.screenshot({ path: '/tmp/shots/reset-room.png', fullPage: true });
  await page.goto('/wellness/checkin');
  await page.getByRole('button', { name: 'Save Check-in' }).click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: '/tmp/shots/checkin-toast.png' });
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: "Today's quick actions" })).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/dashboard.png', fullPage: true });
  await page.goto('/soulprint-compass');
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/shots/compass.png', fullPage: true });
});
