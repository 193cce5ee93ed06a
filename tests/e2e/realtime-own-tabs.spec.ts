import type { Locator, Page } from '@playwright/test';
import { signInViaApi, signUpAndVerify } from './accounts';
import { expect, expectAccessible, newPage, test } from './support';

// Spec 7 realtime, for one member with two tabs or devices open (review 5, findings 2 and 4): the
// open preferences form takes what another tab saved, or says so and waits while this tab has
// unsaved edits; the member's own Lounge post shows live on the other tab, not on the one that wrote it.

test.beforeEach(async ({ page }) => {
  // The cookie-consent banner is not what this journey is about.
  await page.addInitScript(() => localStorage.setItem('privacy_consent_given', 'true'));
});

/** The same member signed in on a second device (a browser context of its own). */
async function secondDevice(first: Page, account: { email: string; password: string }): Promise<Page> {
  const other = await newPage(first.context().browser()!, test.info());
  await other.addInitScript(() => localStorage.setItem('privacy_consent_given', 'true'));
  await signInViaApi(other, account.email, account.password);
  return other;
}

function preferencesOf(page: Page): Locator {
  return page.getByRole('form', { name: 'Reminders and preferences' });
}

async function savePreferences(page: Page) {
  const saved = page.waitForResponse((res) => res.url().endsWith('/api/wellness/preferences') && res.request().method() === 'PUT');
  await preferencesOf(page).getByRole('button', { name: 'Save Preferences' }).click();
  expect((await saved).ok()).toBe(true);
}

test('preferences saved on one device reach the form open on another, without losing what was typed there', async ({ page: a }) => {
  test.setTimeout(180_000);
  const account = await signUpAndVerify(a, { fullName: 'Gale Twotabs' });
  const b = await secondDevice(a, account);
  await a.goto('/account-settings');
  await b.goto('/account-settings');
  const formA = preferencesOf(a);
  const formB = preferencesOf(b);
  await expect(formB.getByLabel('Learning pace')).toHaveValue('steady');

  // Nothing unsaved on B: it simply takes A's new pace, so a save there cannot undo it.
  await formA.getByLabel('Learning pace').selectOption('quick');
  await savePreferences(a);
  await expect(formB.getByLabel('Learning pace')).toHaveValue('quick');

  // B has an unsaved tone when A saves another pace: B keeps its tone and is told, calmly.
  await formB.getByLabel('Tone').selectOption('calm');
  await formA.getByLabel('Learning pace').selectOption('slow');
  await savePreferences(a);
  await expect(formB.getByText('Your preferences changed on another device or tab')).toBeVisible();
  await expect(formB.getByLabel('Tone')).toHaveValue('calm');
  await expect(formB.getByLabel('Learning pace')).toHaveValue('quick');
  await expectAccessible(b);
  await formB.getByRole('button', { name: 'Load the new preferences' }).click();
  await expect(formB.getByLabel('Learning pace')).toHaveValue('slow');
  await expect(formB.getByLabel('Tone')).toHaveValue('warm');
  await expect(formB.getByText('Your preferences changed on another device or tab')).toBeHidden();
  await b.context().close();
});

test("a member's own new post shows live on their other device, and not as new where they wrote it", async ({ page: a }) => {
  test.setTimeout(180_000);
  const account = await signUpAndVerify(a, { fullName: 'Gale Twotabs' });
  await a.goto('/lounge');
  await a.getByRole('radio', { name: 'My first name, Gale' }).check();
  await a.getByRole('button', { name: 'Continue' }).click();
  await a.getByRole('button', { name: 'I’ll look after this space' }).click();
  const b = await secondDevice(a, account);
  await b.goto('/lounge');
  await expect(b.getByRole('heading', { name: 'Newest posts' })).toBeVisible();

  const title = `Written on my phone ${Date.now().toString(36)}`;
  const composer = a.getByRole('region', { name: 'Share something' });
  await composer.getByRole('textbox', { name: 'Title' }).fill(title);
  await composer.getByRole('textbox', { name: 'What would you like to share?' }).fill('A slower morning today.');
  await composer.getByRole('button', { name: 'Share post' }).click();
  await expect(composer.getByText('Your post is up.')).toBeVisible();

  await b.getByRole('button', { name: '1 new post · Show' }).click();
  await expect(b.getByRole('link', { name: title }).first()).toBeVisible();
  // The tab that wrote it shows it in its feed, with no bar counting it as new.
  await expect(a.getByRole('link', { name: title }).first()).toBeVisible();
  await expect(a.getByRole('button', { name: /new post/ })).toHaveCount(0);
  await b.context().close();
});
