import { expect, expectAccessible, test } from './support';

// Spec 2.8 and 2.13 on a phone: the cookie banner sits above the bottom tab bar, never over it.
test('the cookie banner sits above the tab bar and leaves it usable', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Cookies, your choice' });
  const tabs = page.getByRole('navigation', { name: 'Tab bar' });
  await expect(banner).toBeVisible();
  await expect(tabs).toBeVisible();
  const bannerBox = (await banner.boundingBox())!;
  const tabsBox = (await tabs.boundingBox())!;
  expect(bannerBox.y + bannerBox.height).toBeLessThanOrEqual(tabsBox.y + 1);
  await expectAccessible(page);

  await banner.getByRole('button', { name: 'Close cookie banner' }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toHaveCount(0);
});
