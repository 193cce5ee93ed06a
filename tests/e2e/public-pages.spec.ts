import { INDEXED_PAGES, pageTitle } from '#shared/site/pages';
import { expect, expectAccessible, reachForPage, test } from './support';

// Issue 8 quality: every public page has its own title with the product suffix, a description,
// a canonical address and link-preview tags, and axe finds nothing serious.

const pages = Object.entries(INDEXED_PAGES);
// Light mode here; dark mode has its own axe pass in shell.spec.ts and the page journeys.

test('every public page has its head and passes axe', async ({ page }) => {
  test.setTimeout(30_000 + pages.length * 8_000);
  // A visitor who chose "only what is needed" earlier: the banner is tested in its own journey.
  await page.addInitScript(() => {
    localStorage.setItem('privacy_consent_given', 'true');
    localStorage.setItem('privacy_consent_choice', JSON.stringify({ analytics: false, personalization: false, marketing: false }));
  });
  for (const [path, meta] of pages) {
    await test.step(path, async () => {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page).toHaveTitle(pageTitle(meta.name));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', meta.description);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`^https?://[^/]+${path === '/' ? '/' : path}$`),
      );
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', pageTitle(meta.name));
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
      await expectAccessible(page);
    });
  }
});

// docs/decisions/041-first-paint.md: a signed-out visitor gets each public page drawn by the
// server, and the app takes that page over in place (the same elements, no second drawing).
test('the server draws every public page and the app takes it over in place', async ({ page }) => {
  test.setTimeout(30_000 + (pages.length + 1) * 6_000);
  const redrawn: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('drawn again')) redrawn.push(`${page.url()}: ${message.text()}`);
  });
  // The indexed pages, and an article of the library.
  for (const path of [...pages.map(([path]) => path), '/anti-hustle-library/boundaries-at-work-without-guilt']) {
    await test.step(path, async () => {
      const response = await page.goto(path, { waitUntil: 'commit' });
      const heading = page.locator('#root h1').first();
      await heading.waitFor({ state: 'attached' });
      await heading.evaluate((element) => element.setAttribute('data-drawn-by', 'server'));
      expect(await response?.text(), path).toContain('id="dehydrated-state"');
      // The app runs once the visitor reaches for the page (decision 044), not before.
      await page.waitForLoadState('load');
      expect(await heading.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'))), path).toBe(false);
      await reachForPage(page);
      // Taken over: React knows the server's element (and kept the mark put on it).
      await expect
        .poll(() => heading.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'))), { message: path })
        .toBe(true);
      await expect(heading).toHaveAttribute('data-drawn-by', 'server');
    });
  }
  expect(redrawn).toEqual([]);
});
