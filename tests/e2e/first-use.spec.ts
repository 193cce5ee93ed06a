import type { Page } from '@playwright/test';
import { signOutViaApi, signUpAndVerify } from './accounts';
import { expect, test } from './support';

// docs/decisions/044-start-on-first-use.md: a page the server drew reads, scrolls and follows its
// links without the app; the app starts when the visitor first reaches for the page, and a click
// that comes before it runs is answered once it does. Decision 045: the app's code is fetched once
// the page has shown its largest content, the home page's next steps at the first interaction.

const appRunning = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));

/** Opens a page as it arrives, without the journeys' pointer move (which starts the app). */
async function arrive(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForLoadState('load');
}

test('a visitor reads the home page without the app; a click on a question starts it and opens the answer', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('privacy_consent_given', 'true'));
  await arrive(page, '/');
  const question = page.getByRole('region', { name: 'Questions you might have' }).getByRole('button').first();
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  // A moment of reading: nothing of the app runs, though its code has been fetched.
  await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(1);
  await page.waitForTimeout(1_000);
  expect(await appRunning(page)).toBe(false);
  await expect(page.locator('script[type="module"]')).toHaveCount(0);
  await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);

  // A click with nothing before it (as a screen reader's may be): held, then answered by the app.
  await question.dispatchEvent('click');
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  expect(await appRunning(page)).toBe(true);
  // Starting, it asked for the home page's next steps (spec 2.9: the audit, reset paths, the hub).
  for (const chunk of ['assessment-page-', 'reset-paths-page-', 'assessment-hub-page-']) {
    await expect(page.locator(`link[rel="prefetch"][href^="/assets/${chunk}"]`)).toHaveCount(1);
  }
  await expect(page.getByRole('region', { name: 'Cookies, your choice' })).toHaveCount(0);
});

test('the first key press starts the app, and a first-time visitor gets the cookie banner drawn with the page', async ({ page }) => {
  await arrive(page, '/glossary');
  const banner = page.getByRole('region', { name: 'Cookies, your choice' });
  await expect(banner).toBeVisible();
  expect(await appRunning(page)).toBe(false);
  await page.keyboard.press('Tab');
  await expect.poll(() => appRunning(page)).toBe(true);
  // Issue 16: while it shows, the page's end scrolls clear of it (the body is padded by its height).
  const bodyPadding = () => page.evaluate(() => parseFloat(getComputedStyle(document.body).paddingBottom));
  const bannerHeight = (await banner.boundingBox())!.height;
  await expect.poll(bodyPadding).toBeCloseTo(bannerHeight, 0);
  await banner.getByRole('button', { name: 'Close cookie banner' }).click();
  await expect(banner).toHaveCount(0);
  expect(await bodyPadding()).toBe(0);
  expect(await page.evaluate(() => localStorage.getItem('privacy_consent_given'))).toBe('true');
  // Answered: the next page the server draws carries the banner hidden from the first paint.
  await arrive(page, '/anti-hustle-library');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[data-consent-banner]')).toHaveCount(1);
  await expect(page.locator('[data-consent-banner]')).toBeHidden();
  await expect(banner).toHaveCount(0);
});

// Decision 072: a drawn page goes without Cross-Origin-Opener-Policy (it holds nothing of
// anyone's); signing in from it loads the member's page as a fresh document, which has it.
test('signing in from a drawn page opens the member’s page as a fresh document with the opener policy', async ({ page, context }) => {
  const { email, password } = await signUpAndVerify(page);
  await signOutViaApi(page);
  await context.clearCookies();
  await page.addInitScript(() => localStorage.setItem('privacy_consent_given', 'true'));
  const home = await page.goto('/');
  expect(home?.headers()['cross-origin-opener-policy']).toBeUndefined();
  await page.getByRole('main').getByRole('link', { name: 'Sign In' }).first().click();
  const form = page.getByRole('tabpanel', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  const memberDocument = page.waitForResponse((res) => res.request().resourceType() === 'document' && res.url().endsWith('/dashboard'));
  await form.getByRole('button', { name: 'Sign In' }).click();
  expect((await memberDocument).headers()['cross-origin-opener-policy']).toBe('same-origin');
  await expect(page).toHaveURL(/\/dashboard$/);
});
