import type { Page } from '@playwright/test';
import { signUpAndVerify } from './accounts';
import { expect, test } from './support';

// Review 6 (WCAG 2.4.11): a control reached by Tab sat under the phone's tab bar, or under the
// cookie banner (the Sign In button on /auth). Scroll padding now keeps it clear of both.

/** Tabs `times` times; after each, the focused control is the thing drawn at its centre (nothing covers it). */
async function tabAndCheck(page: Page, times: number) {
  for (let i = 0; i < times; i += 1) {
    await page.keyboard.press('Tab');
    const covered = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const box = el.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit && (el === hit || el.contains(hit))
        ? null
        : `${el.textContent?.trim().slice(0, 40)} under ${hit?.closest('nav,[role=region]')?.getAttribute('aria-label') ?? hit?.tagName}`;
    });
    expect(covered).toBeNull();
  }
}

test('with the cookie banner showing, Tab through the sign-in form: Sign In is never under it', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('region', { name: /Cookies/ })).toBeVisible();
  await page.getByLabel('Email').first().focus();
  await tabAndCheck(page, 6);
});

test('a member tabbing down the dashboard never lands under the tab bar', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('privacy_consent_given', 'true'));
  await signUpAndVerify(page, { fullName: 'Tab Bar' });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await tabAndCheck(page, 25);
});
