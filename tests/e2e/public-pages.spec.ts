import { INDEXED_PAGES, pageTitle } from '#shared/site/pages';
import { expect, expectAccessible, test } from './support';

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

// docs/decisions/041-first-paint.md, 163: a signed-out visitor gets each public page drawn by the
// server as a document without the app, and its islands are hydrated in place (the same elements,
// no second drawing).
test('the server draws every public page as a document and hydrates its islands in place', async ({ page }) => {
  test.setTimeout(30_000 + (pages.length + 1) * 6_000);
  const redrawn: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('drawn again')) redrawn.push(`${page.url()}: ${message.text()}`);
  });
  // The indexed pages, and an article of the library.
  for (const path of [...pages.map(([path]) => path), '/anti-hustle-library/boundaries-at-work-without-guilt']) {
    await test.step(path, async () => {
      const response = await page.goto(path, { waitUntil: 'commit' });
      const heading = page.locator('[data-island="page"] h1').first();
      await heading.waitFor({ state: 'attached' });
      await heading.evaluate((element) => element.setAttribute('data-drawn-by', 'server'));
      const html = (await response?.text()) ?? '';
      expect(html, path).toContain('id="dehydrated-state"');
      // A document: no app entry, only the loader of its islands.
      expect(html, path).not.toContain('<script type="module"');
      expect(html, path).toContain('data-entry="/assets/entry-islands-');
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
      // Hydrated in place: the server's element is kept (with the mark put on it).
      await expect(heading).toHaveAttribute('data-drawn-by', 'server');
    });
  }
  expect(redrawn).toEqual([]);
});
