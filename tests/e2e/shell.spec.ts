import { expect, expectAccessible, menusReady, pathWithQuery, test } from './support';

test.describe('desktop shell for a visitor', () => {
  test('home hero, with the spec texts and links, passes axe', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Recalibrate your energy when living feels unsustainable' })).toBeVisible();
    await expect(page.getByText('Overwhelmed or stuck? Take a 10-minute assessment to get your personalized edit plan.')).toBeVisible();
    await expect(page.getByText('Science-backed 10-minute assessment')).toBeVisible();
    // The hero's own links (Meet Sofia, further down, repeats the first two).
    const hero = page.getByRole('region', { name: 'Recalibrate your energy when living feels unsustainable' });
    await expect(hero.getByRole('link', { name: /Start Your Assessment/ })).toHaveAttribute('href', '/assessment/operating-system-audit');
    await expect(hero.getByRole('link', { name: 'explore edits first' })).toHaveAttribute('href', '/reset-paths');
    await expect(hero.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    await expect(page.getByRole('link', { name: 'Talk to Sofia with her full intelligence' })).toHaveAttribute('href', '/sofia/voice');
    await expect(page).toHaveTitle('Burnout Recovery, One Calm Step at a Time | Recalibrate');
    await expectAccessible(page);
  });

  test('each dropdown opens with its items; Escape and an outside click close it', async ({ page }) => {
    await page.goto('/');
    await menusReady(page);
    const menus: Record<string, string[]> = {
      'Start Here': ['Operating System Audit', 'Edits'],
      Learn: ['Our Story & Science', 'Anti-Hustle Library', 'Burnout Glossary', 'Refill Shop'],
      Connect: ['The Lounge', 'FlowPath'],
    };
    for (const [label, items] of Object.entries(menus)) {
      const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: label });
      await trigger.click();
      const menu = page.getByRole('menu');
      await expect(menu).toBeVisible();
      for (const item of items) await expect(menu.getByRole('menuitem', { name: new RegExp(item) })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(trigger).toBeFocused();

      await trigger.click();
      await expect(menu).toBeVisible();
      await page.mouse.click(640, 600);
      await expect(menu).toBeHidden();
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    }
    await expect(page.getByRole('menuitem', { name: /Operating System Audit/ })).toHaveCount(0);
  });

  test('menus work from the keyboard: Enter and ArrowDown open, arrows move', async ({ page }) => {
    await page.goto('/');
    await menusReady(page);
    const learn = page.getByRole('button', { name: 'Learn' });
    await learn.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: /Our Story & Science/ })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: /Anti-Hustle Library/ })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(learn).toBeFocused();

    const startHere = page.getByRole('button', { name: 'Start Here' });
    await startHere.focus();
    await page.keyboard.press('ArrowDown');
    const audit = page.getByRole('menuitem', { name: /Operating System Audit/ });
    await expect(audit).toBeFocused();
    await expect(audit).toContainText('Your 10-minute nervous system assessment');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/auth?redirect=%2Fassessment%2Foperating-system-audit');
  });

  test('a login-required item sends a visitor to /auth with the way back', async ({ page }) => {
    await page.goto('/glossary');
    await menusReady(page);
    await page.getByRole('button', { name: 'Start Here' }).click();
    await page.getByRole('menuitem', { name: /Edits/ }).click();
    await expect(page).toHaveURL('/auth?redirect=%2Freset-paths');
  });

  test('menu items whose pages are built are live entries, none inert', async ({ page }) => {
    await page.goto('/glossary');
    await menusReady(page);
    await page.getByRole('button', { name: 'Connect' }).click();
    await expect(page.getByRole('menu').getByText('Soon')).toHaveCount(0);
    // Built in issue 21: a live entry now, members only (a visitor goes to sign in first).
    await expect(page.getByRole('menuitem', { name: /The Lounge/ })).toHaveAttribute('href', '/auth?redirect=%2Flounge');
    // Built in issue 22: a live entry now, members only (a visitor goes to sign in first).
    await expect(page.getByRole('menuitem', { name: /FlowPath/ })).toHaveAttribute('href', '/auth?redirect=%2Fflowpath');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Learn' }).click();
    // Built in issue 18: the Refill Shop is a live entry now.
    await expect(page.getByRole('menuitem', { name: /Refill Shop/ })).toHaveAttribute('href', '/refill-shop');
  });

  test('the Login button leads to /auth and is hidden there', async ({ page }) => {
    await page.goto('/our-science');
    const login = page.getByRole('banner').getByRole('link', { name: 'Login' });
    await expect(login).toBeVisible();
    await login.click();
    await expect(page).toHaveURL('/auth');
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toHaveCount(0);
  });

  test('a deep link loads through the history fallback', async ({ page }) => {
    const response = await page.goto('/our-story');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Our Story' })).toBeVisible();
    await expect(page).toHaveTitle('Our Story | Recalibrate');
  });

  test('an unknown path shows the 404 page with its links, records the view, and passes axe', async ({ page }) => {
    // Page views are sent only with analytics consent (issue 4): this visitor chose it earlier.
    await page.addInitScript(() => {
      localStorage.setItem('privacy_consent_given', 'true');
      localStorage.setItem('privacy_consent_choice', JSON.stringify({ analytics: true, personalization: false, marketing: false }));
    });
    const pageView = page.waitForRequest((request) => request.url().endsWith('/api/tracking/page-views') && request.method() === 'POST');
    await page.goto('/somewhere/that/never/was');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();
    expect((await pageView).postDataJSON()).toMatchObject({ page_title: '404 Not Found', page_path: '/somewhere/that/never/was' });
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    await expect(main.getByRole('link', { name: 'Explore Assessments' })).toHaveAttribute('href', '/assessments');
    await expect(main.getByRole('button', { name: 'Go Back' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
    await expect(main.getByRole('link', { name: 'Help Center' })).toHaveAttribute('href', '/help');
    await expect(page).toHaveTitle('Page Not Found | Recalibrate');
    await expectAccessible(page);
    await main.getByRole('link', { name: 'Help Center' }).click();
    await expect(page).toHaveURL('/help');
  });

  for (const [from, to] of [
    ['/rolesync', '/auth?redirect=%2Fflowpath'],
    ['/assessment-hub?view=deep', '/auth?redirect=%2Fassessments%3Fview%3Ddeep'],
    ['/personal-dashboard', '/auth?redirect=%2Fdashboard'],
    ['/personal_dashboard', '/auth?redirect=%2Fdashboard'],
    ['/admin/traffic-analytics', '/auth?redirect=%2Fadmin%2Ftraffic'],
  ]) {
    test(`${from} redirects a visitor on to ${to}`, async ({ page }) => {
      await page.goto(from);
      await expect.poll(() => pathWithQuery(page)).toBe(to);
      await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    });
  }

  test('the theme switch to dark persists across a reload', async ({ page }) => {
    await page.goto('/');
    await menusReady(page);
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await page.getByRole('button', { name: /Change theme/ }).click();
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByRole('button', { name: 'Theme: Dark. Change theme' })).toBeVisible();
    await expectAccessible(page);
  });

  test('the help page and the desktop footer pass axe', async ({ page }) => {
    await page.goto('/help');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('status')).toHaveCount(0);
    const footer = page.getByRole('contentinfo');
    for (const column of ['About', 'Explore', 'Resources', 'Connect']) {
      await expect(footer.getByRole('heading', { name: column })).toBeVisible();
    }
    await expect(page.getByRole('navigation', { name: 'Tab bar' })).toBeHidden();
    await expectAccessible(page);
  });
});
