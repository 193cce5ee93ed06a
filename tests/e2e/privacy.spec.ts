import { readFileSync } from 'node:fs';
import type { Page, Response } from '@playwright/test';
import { JOURNEY_PASSWORD, appLink, journeyEmail, waitForMail } from './mail';
import { expect, expectAccessible, test } from './support';

// Issue 4 "Done when": a visitor customises consent, signs up, withdraws analytics in
// /privacy-settings, requests an export and downloads the ZIP, then requests deletion and cancels it.

/** Visits an unknown path (whose page records a page view) and returns the page-view requests it made. */
async function visitNotFound(page: Page): Promise<{ recorded: boolean }[]> {
  const replies: Promise<{ recorded: boolean }>[] = [];
  const listen = (response: Response) => {
    if (response.url().endsWith('/api/tracking/page-views')) replies.push(response.json() as Promise<{ recorded: boolean }>);
  };
  page.on('response', listen);
  await page.goto(`/nowhere-${Date.now()}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await page.waitForTimeout(500);
  page.off('response', listen);
  return Promise.all(replies);
}

/** The toast with this title and description (sonner renders toasts as list items). */
function toast(page: Page, title: string, description: string) {
  return page
    .locator('[data-sonner-toast]')
    .filter({ has: page.locator('[data-title]', { hasText: title }) })
    .filter({ hasText: description });
}

test('a visitor chooses cookies, signs up, and uses every privacy control', async ({ page, baseURL }) => {
  // Sign-up, an export prepared in the background and a deletion, with axe on four screens: about a
  // minute alone on a busy two-core machine, over the default limit (CI ran out of time once).
  test.setTimeout(150_000);
  const email = journeyEmail('privacy');

  // 0. Before any choice, no page view leaves the browser.
  expect(await visitNotFound(page)).toEqual([]);

  // 1. The banner greets a first visit; the visitor turns analytics on and leaves marketing off.
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Cookies, your choice' });
  await expect(banner).toBeVisible();
  await expectAccessible(page);
  await banner.getByRole('button', { name: 'Customize' }).click();
  await expect(banner.getByRole('switch', { name: 'Functional' })).toBeDisabled();
  await banner.getByRole('switch', { name: 'Analytics' }).click();
  await expect(banner.getByRole('switch', { name: 'Analytics' })).toHaveAttribute('aria-checked', 'true');
  await expect(banner.getByRole('switch', { name: 'Marketing' })).toHaveAttribute('aria-checked', 'false');
  await expectAccessible(page);
  await banner.getByRole('button', { name: 'Save my choices' }).click();
  await expect(banner).toHaveCount(0);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'rc_consent')).toMatchObject({ value: 'a1.p0.m0', path: '/', sameSite: 'Lax' });
  expect(await page.evaluate(() => localStorage.getItem('privacy_consent_given'))).toBe('true');
  // The server reads the choice from the cookie: now a page view is recorded.
  expect(await visitNotFound(page)).toEqual([{ id: expect.any(String), recorded: true }]);

  // 2. Sign up through the pages and confirm from the email.
  const started = Date.now();
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Create account' }).click();
  const form = page.getByRole('form', { name: 'Create your account' });
  await form.getByLabel('Full name').fill('Priya Journey');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(JOURNEY_PASSWORD);
  await form.getByLabel('Confirm password').fill(JOURNEY_PASSWORD);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL('**/auth/verify?email=*');
  const mail = await waitForMail(email, /Confirm your email/, started);
  await page.goto(appLink(mail, '/auth/confirm', baseURL!));
  await page.waitForURL('**/auth/verified');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Hi, Priya' })).toBeVisible();

  // 3. The banner choice is now the member's consent record.
  await page.goto('/privacy-settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Settings' })).toBeVisible();
  const consents = page.getByRole('region', { name: 'Your consents' });
  await expect(consents.getByRole('switch', { name: 'Analytics' })).toHaveAttribute('aria-checked', 'true');
  await expect(consents.getByRole('switch', { name: 'Marketing' })).toHaveAttribute('aria-checked', 'false');
  await expect(consents.getByRole('switch', { name: 'Personalization' })).toHaveAttribute('aria-checked', 'false');
  await expect(consents.getByRole('switch', { name: 'Functional' })).toBeDisabled();
  await expectAccessible(page);

  // 4. Withdrawing is as easy as granting.
  await consents.getByRole('switch', { name: 'Analytics' }).click();
  await expect(toast(page, 'Consent withdrawn', 'Your analytics consent has been withdrawn.')).toBeVisible();
  await expect(consents.getByRole('switch', { name: 'Analytics' })).toHaveAttribute('aria-checked', 'false');
  const recorded = (await (await page.request.get('/api/privacy/consents')).json()) as {
    consents: { consent_type: string; consent_given: boolean }[];
  };
  expect(recorded.consents.find((c) => c.consent_type === 'analytics')?.consent_given).toBe(false);
  expect(await visitNotFound(page)).toEqual([]);
  await page.goto('/privacy-settings');

  // 5. A copy of the data: requested, prepared in the background, downloaded as a ZIP.
  const exportSection = page.getByRole('region', { name: 'Download your data' });
  await exportSection.getByRole('button', { name: 'Request a copy of my data' }).click();
  await expect(toast(page, 'Data export requested', 'We will email you a copy of your data within 30 days.')).toBeVisible();
  const downloadLink = exportSection.getByRole('link', { name: /Download/ });
  await expect(downloadLink).toBeVisible({ timeout: 30_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), downloadLink.click()]);
  expect(download.suggestedFilename()).toMatch(/^recalibrate-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const archive = readFileSync(await download.path());
  expect(archive.subarray(0, 2).toString('latin1')).toBe('PK');
  await expectAccessible(page);

  // 6. Deletion: a reason, a confirmation, the grace period, and a change of mind.
  const deletion = page.getByRole('region', { name: 'Delete your data' });
  await deletion.getByLabel('Why are you leaving? (optional)').fill('Trying a quieter month offline');
  await deletion.getByRole('button', { name: 'Delete my data' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete your data?' });
  await expect(confirm).toBeVisible();
  await expectAccessible(page, 'dialog');
  await confirm.getByRole('button', { name: 'Yes, delete my data' }).click();
  await expect(toast(page, 'Data deletion requested', 'Your request has been submitted. We will process it within 30 days.')).toBeVisible();
  await expect(deletion.getByText(/We will delete your account and data on/)).toBeVisible();
  await deletion.getByRole('button', { name: 'Cancel deletion' }).click();
  await expect(toast(page, 'Deletion cancelled', 'Your account stays as it is.')).toBeVisible();
  await expect(deletion.getByRole('button', { name: 'Delete my data' })).toBeVisible();
  const requests = (await (await page.request.get('/api/privacy/deletion')).json()) as {
    requests: { status: string; reason: string | null }[];
  };
  expect(requests.requests[0]).toMatchObject({ status: 'cancelled', reason: 'Trying a quieter month offline' });

  // Review 6: a reason in crisis words meets the crisis card as it is typed and in the confirmation,
  // before anything is scheduled; here the person keeps their data.
  const crisisCard = 'You do not have to carry this alone';
  await deletion.getByLabel('Why are you leaving? (optional)').fill("I won't need it, I'm ending it tonight");
  await expect(deletion.getByRole('region', { name: crisisCard })).toBeVisible();
  await deletion.getByRole('button', { name: 'Delete my data' }).click();
  await expect(confirm.getByRole('region', { name: crisisCard })).toBeVisible();
  await expect(confirm.getByRole('link', { name: /116 123/ })).toHaveAttribute('href', 'tel:116123');
  await expectAccessible(page, 'dialog');
  await confirm.getByRole('button', { name: 'Keep my data' }).click();
  await expect(deletion.getByRole('button', { name: 'Delete my data' })).toBeVisible();
});
