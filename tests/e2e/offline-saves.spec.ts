import { EMPTY_SAFETY_PLAN } from '#shared/contracts/safety';
import type { Page } from '@playwright/test';
import { signUpAndVerify } from './accounts';
import { actsOnceHydrated, expect, expectAccessible, reachForPage, test } from './support';

// Issue 25 (decisions 151, 152): with no connection a member's Reset Room runs, the Edit module
// they read and their safety plan open from what the device kept, and a check-in and a journal entry wait on the device; back
// online they reach the server once. Signing out clears what the device kept for them.

/** Same-origin writes need an Origin header (CSRF check); Playwright's API requests send none. */
const fromTheApp = () => ({ origin: new URL(test.info().project.use.baseURL!).origin });

async function onServer(page: Page) {
  const checkins = (await (await page.request.get('/api/wellness/checkins?days=7')).json()).checkins as unknown[];
  const entries = (await (await page.request.get('/api/journal')).json()).entries as { title: string }[];
  return { checkins: checkins.length, titles: entries.map((entry) => entry.title) };
}

/** The first module of an Edit a new member may read: its page and title. */
async function readableModule(page: Page) {
  const { edits } = (await (await page.request.get('/api/edits')).json()) as { edits: { slug: string; kind: string }[] };
  for (const { slug } of edits.filter((edit) => edit.kind === 'path')) {
    const { modules } = (await (await page.request.get(`/api/edits/${slug}`)).json()) as { modules: { slug: string; title: string }[] };
    const module = modules[0]!;
    if ((await page.request.get(`/api/edits/${slug}/modules/${module.slug}`)).ok())
      return { path: `/reset-paths/${slug}/modules/${module.slug}`, title: module.title };
  }
  throw new Error('No Edit module a new member can read');
}

test('offline, the Reset Room runs and saves wait on the device; back online they reach the server once', async ({ browser }) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await context.addInitScript(() => localStorage.setItem('privacy_consent_given', 'true'));
  const page = actsOnceHydrated(await context.newPage());
  await signUpAndVerify(page);
  const plan = await page.request.put('/api/safety-plan', {
    data: { ...EMPTY_SAFETY_PLAN, reasonsForLiving: 'Morning walks with Juno.' },
    headers: fromTheApp(),
  });
  expect(plan.status(), await plan.text()).toBe(200);

  // The worker installs once the app runs; from the next load on it keeps what the member opens.
  await page.goto('/reset-room');
  // The app registers the worker with what joins the page after first use (the toaster's region).
  await expect(async () => {
    await reachForPage(page);
    await expect(page.locator('section[aria-label^="Notifications"]')).toBeAttached({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const module = await readableModule(page);
  for (const path of [module.path, '/safety-plan', '/wellness/checkin', '/wellness-dashboard/journal']) {
    await page.goto(path);
    await reachForPage(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  // The signal drops with the check-in open: its save waits on the device, not on "Saving..." for ever.
  await page.goto('/wellness/checkin');
  await reachForPage(page);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Save Check-in' }).click();
  const checkins = page.getByRole('region', { name: 'Check-ins on this device' });
  await expect(checkins).toContainText('Saved on this device, will sync when you are back online.');
  await expectAccessible(page);

  await page.goto('/reset-room');
  await page.getByRole('button', { name: 'Start, 4-7-8 Breath' }).click();
  await expect(page.getByTestId('phase-word')).toHaveText('Breathe in');

  // The Edit module the member read, and their safety plan as they last read it, with the crisis lines.
  await page.goto(module.path);
  await expect(page.getByRole('heading', { level: 1, name: module.title })).toBeVisible();
  await page.goto('/safety-plan');
  await expect(page.getByText('Saved privately to your account.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'My reasons for living' })).toHaveValue('Morning walks with Juno.');
  await expect(page.getByRole('link', { name: /988/ }).first()).toBeVisible();

  // The offline page's promise holds for a page never opened here: the app kept it once set up.
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // So does a journal entry written on a page opened with no connection.
  await page.goto('/wellness-dashboard/journal');
  await reachForPage(page);
  const editor = page.getByRole('form', { name: 'New journal entry' });
  await editor.getByLabel('Title').fill('On the train');
  await editor.getByLabel('What is on your mind?').fill('No signal, and that is fine.');
  await editor.getByRole('button', { name: 'Save entry' }).click();
  await expect(editor.getByText('Saved on this device, will sync when you are back online.')).toBeVisible();
  const journal = page.getByRole('region', { name: 'Journal entries on this device' });
  await expect(journal).toContainText('On the train');
  await expectAccessible(page);
  expect(await onServer(page)).toEqual({ checkins: 0, titles: [] });

  // Back online: both are sent, once, and the page says so.
  await context.setOffline(false);
  await expect(journal).toContainText('Synced to your account.');
  await expect(page.getByRole('list', { name: 'Journal entries' })).toContainText('On the train');
  await expect.poll(() => onServer(page)).toEqual({ checkins: 1, titles: ['On the train'] });
  await expectAccessible(page);
  // Nothing is left to send: another visit sends nothing again.
  await page.reload();
  await reachForPage(page);
  await expect(page.getByRole('list', { name: 'Journal entries' })).toContainText('On the train');
  await expect(journal).toHaveCount(0);
  expect(await onServer(page)).toEqual({ checkins: 1, titles: ['On the train'] });

  // Signing out clears what the device kept for the member.
  expect(await page.evaluate(() => caches.has('member-copies'))).toBe(true);
  await page.getByRole('banner').getByRole('button', { name: /^Hi, / }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => Promise.all([caches.has('member-copies'), caches.has('pages')]))).toEqual([false, false]);
  expect(await page.evaluate(() => localStorage.getItem('recalibrate-device-member'))).toBeFalsy();
  await context.close();
});
