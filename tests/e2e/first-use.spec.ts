import type { Page } from '@playwright/test';
import { signOutViaApi, signUpAndVerify } from './accounts';
import { expect, expectAccessible, test } from './support';

// docs/decisions/163-public-pages-as-documents.md: a page the server draws for a visitor is a
// document without the app: it reads, scrolls and follows its links as plain links, and its islands
// (the top bar, the cookie banner, the page) are hydrated on roots of their own once it has loaded.
// Nothing is held or given again: a control answers because React is there.

const hydrated = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));

/** Opens a page as it arrives, without the journeys' wait for its islands. */
async function arrive(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForLoadState('load');
}

test('the home page is a document whose islands hydrate after it loads; a question then opens', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('privacy_consent_given', 'true'));
  await arrive(page, '/');
  // No app: only the islands' entry, added once the page has loaded.
  await expect(page.locator('script[src^="/assets/index-"]')).toHaveCount(0);
  await expect(page.locator('script[type="module"][src^="/assets/entry-islands-"]')).toHaveCount(1);
  await expect.poll(() => hydrated(page)).toBe(true);
  const question = page.getByRole('region', { name: 'Questions you might have' }).getByRole('button').first();
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: 'Cookies, your choice' })).toHaveCount(0);
  // A link is a link: the next public page is a document of its own.
  const next = page.waitForResponse((res) => res.request().resourceType() === 'document' && res.url().endsWith('/glossary'));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Burnout Glossary' }).click();
  await next;
  await expect.poll(() => hydrated(page)).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Burnout Glossary' })).toBeVisible();
});

test('a first-time visitor gets the cookie banner drawn with the page, and it answers once hydrated', async ({ page }) => {
  await arrive(page, '/glossary');
  const banner = page.getByRole('region', { name: 'Cookies, your choice' });
  await expect(banner).toBeVisible();
  await expect.poll(() => hydrated(page)).toBe(true);
  // Issue 16: while it shows, the page's end scrolls clear of it (the body is padded by its height).
  const bodyPadding = () => page.evaluate(() => parseFloat(getComputedStyle(document.body).paddingBottom));
  const bannerHeight = (await banner.boundingBox())!.height;
  await expect.poll(bodyPadding).toBeCloseTo(bannerHeight, 0);
  await banner.getByRole('button', { name: 'Close cookie banner' }).click();
  await expect(banner).toHaveCount(0);
  expect(await bodyPadding()).toBe(0);
  expect(await page.evaluate(() => localStorage.getItem('privacy_consent_given'))).toBe('true');
  // Answered: the next page the server draws carries the banner hidden from the first paint.
  const library = await page.goto('/anti-hustle-library', { waitUntil: 'commit' });
  expect(await library?.text()).toContain('data-consent-banner');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // theme-init.js marked the page before its first paint: a stylesheet rule hides the banner.
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-consent-answered'))).toBe(true);
  await expect(page.locator('[data-consent-banner]')).toBeHidden();
  await expect.poll(() => hydrated(page)).toBe(true);
  await expect(banner).toHaveCount(0);
});

// Decision 072: a drawn page goes without Cross-Origin-Opener-Policy (it holds nothing of
// anyone's); its Sign In link opens the app's own document, which has it, and so does the member's page.
test('signing in from a drawn page goes through the app’s own document, with the opener policy', async ({ page, context }) => {
  const { email, password } = await signUpAndVerify(page);
  await signOutViaApi(page);
  await context.clearCookies();
  await page.addInitScript(() => localStorage.setItem('privacy_consent_given', 'true'));
  const home = await page.goto('/');
  expect(home?.headers()['cross-origin-opener-policy']).toBeUndefined();
  const authDocument = page.waitForResponse(
    (res) => res.request().resourceType() === 'document' && new URL(res.url()).pathname === '/auth',
  );
  await page.getByRole('main').getByRole('link', { name: 'Sign In' }).first().click();
  expect((await authDocument).headers()['cross-origin-opener-policy']).toBe('same-origin');
  const form = page.getByRole('tabpanel', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // The member's page is the app's document (no server-drawn page, no islands).
  await expect(page.locator('#dehydrated-state')).toHaveCount(0);
});

// Issue 16: after a distress signal in this session, "Need help now?" stays under the top bar,
// on a drawn document too (its own island), and opens the crisis resources.
test('a visitor who saw the crisis resources finds “Need help now?” on a drawn page, and it opens', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('privacy_consent_given', 'true');
    sessionStorage.setItem('recalibrate_distress_shown', '1');
  });
  await page.goto('/our-story');
  const entry = page.getByRole('button', { name: 'Need help now?' });
  await expect(entry).toHaveAttribute('aria-expanded', 'false');
  await entry.click();
  await expect(entry).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('link', { name: 'The Reset Room: breathe for a minute' })).toBeVisible();
  await expectAccessible(page);
});
