import { expect, expectAccessible, pathWithQuery, test } from './support';

test.describe('mobile shell for a visitor', () => {
  test('the hamburger opens the drawer: 90% high, visitor tiles only, About and Legal expand, passes axe', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const hamburger = page.getByRole('button', { name: 'Open menu' });
    await hamburger.click();
    const drawer = page.getByRole('dialog', { name: 'Navigate Your Journey' });
    await expect(drawer).toBeVisible();
    // The open dialog hides the rest of the page from the accessibility tree, so find it by CSS.
    await expect(page.locator('header button[aria-label="Open menu"]')).toHaveAttribute('aria-expanded', 'true');

    const viewport = page.viewportSize()!;
    await expect.poll(async () => Math.round((((await drawer.boundingBox())?.height ?? 0) / viewport.height) * 100)).toBe(90);

    for (const tile of ['SoulPrint', 'Reset Room', 'The Lounge', 'Anti-Hustle Library', 'The Refill Shop', 'Glossary', 'Memberships']) {
      await expect(drawer.getByRole('link', { name: tile, exact: true })).toBeVisible();
    }
    // Every tile's page is built now: none is inert with a Soon badge (the placeholder register decides).
    await expect(drawer.locator('[aria-disabled="true"]')).toHaveCount(0);
    for (const hidden of ['FlowPath', 'RoleSync', "Coach's Corner"]) {
      await expect(drawer.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
    }

    const privacy = drawer.getByRole('link', { name: 'Privacy Policy' });
    await expect(privacy).toBeHidden();
    await drawer.getByText('Legal', { exact: true }).click();
    await expect(privacy).toBeVisible();
    await drawer.getByText('About', { exact: true }).click();
    await expect(drawer.getByRole('link', { name: 'Our Story' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: /Instagram/ })).toBeVisible();

    await expectAccessible(page);

    await drawer.getByRole('link', { name: 'Glossary', exact: true }).click();
    await expect(page).toHaveURL('/glossary');
    await expect(drawer).toBeHidden();
  });

  test('the drawer takes focus, Escape closes it and gives focus back to the hamburger', async ({ page }) => {
    await page.goto('/our-story');
    const hamburger = page.getByRole('button', { name: 'Open menu' });
    await hamburger.click();
    const drawer = page.getByRole('dialog', { name: 'Navigate Your Journey' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Close menu' })).toBeFocused();
    // DESIGN.md's motion, 150–300 ms ease-out (vaul's own slide takes 500 ms).
    expect(await drawer.evaluate((element) => getComputedStyle(element).animationDuration)).toBe('0.25s');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(hamburger).toBeFocused();
  });

  test('with reduced motion the drawer appears at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/our-story');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigate Your Journey' });
    await expect(drawer).toBeVisible();
    expect(Number.parseFloat(await drawer.evaluate((element) => getComputedStyle(element).animationDuration))).toBeLessThan(0.001);
  });

  for (const [tab, to] of [
    ['Dashboard', '/auth?redirect=%2Fdashboard'],
    ['Edits', '/auth?redirect=%2Freset-paths'],
  ]) {
    test(`the ${tab} tab sends a visitor to sign in`, async ({ page }) => {
      await page.goto('/glossary');
      const tabs = page.getByRole('navigation', { name: 'Tab bar' });
      await expect(tabs).toBeVisible();
      await expect(tabs.getByRole('link', { name: "Coach's Corner" })).toHaveCount(0);
      await tabs.getByRole('link', { name: tab }).click();
      await expect.poll(() => pathWithQuery(page)).toBe(to);
      await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Tab bar' })).toHaveCount(0);
    });
  }

  test('the tab bar is hidden on /auth and content clears it elsewhere', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Tab bar' })).toHaveCount(0);

    await page.goto('/glossary');
    const tabs = page.getByRole('navigation', { name: 'Tab bar' });
    await expect(tabs).toBeVisible();
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' });
    // At the very bottom (scrolled again if the app restored the scroll position as it took over).
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const linkBox = (await footerLink.boundingBox())!;
      const tabsBox = (await tabs.boundingBox())!;
      expect(linkBox.y + linkBox.height).toBeLessThanOrEqual(tabsBox.y);
    }).toPass({ timeout: 10_000 });
  });

  test('the mobile footer shows only Privacy Policy and Terms of Service', async ({ page }) => {
    await page.goto('/our-story');
    const footer = page.getByRole('contentinfo');
    const visible = footer.getByRole('link').filter({ visible: true });
    await expect(visible).toHaveText(['Privacy Policy', 'Terms of Service']);
    await expectAccessible(page);
  });
});
