import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from '@playwright/test';
import { actsOnceHydrated, expect, expectAccessible, reachForPage, test } from './support';

// Issue 25: the app installs its service worker, keeps working offline (the Reset Room runs, other
// pages answer with the offline page), and offers installation as spec 4 says.

const workerReady = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.scriptURL ?? '';
  });

async function controlledPage(context: BrowserContext, path: string) {
  const page = actsOnceHydrated(await context.newPage());
  await page.goto(path);
  await reachForPage(page); // the worker is registered with what joins the page after first use
  expect(await workerReady(page)).toMatch(/\/sw\.js$/);
  // The first visit's page is not yet the worker's; from the next load on it is.
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  return page;
}

test('the service worker installs; offline, the Reset Room runs and other pages say what still works', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await controlledPage(context, '/reset-room');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  const manifest = await (await page.request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ name: 'Recalibrate', display: 'standalone', start_url: '/' });
  expect(manifest.icons.some((icon: { purpose: string }) => icon.purpose === 'maskable')).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Room' })).toBeVisible();
  await page.getByRole('button', { name: 'Start, 4-7-8 Breath' }).click();
  await expect(page.getByTestId('phase-word')).toHaveText('Breathe in');
  await expect(page.getByRole('region', { name: 'You do not have to carry this alone' })).toBeVisible();

  // A page this device never kept: the offline page, with the crisis lines and what still works.
  await page.goto('/glossary', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
  await expect(page.getByRole('link', { name: /Reset Room/ })).toHaveAttribute('href', '/reset-room');
  await expect(page.getByRole('link', { name: /Call or text 988/ })).toHaveAttribute('href', 'tel:988');
  await expectAccessible(page);

  // The API is never answered from the device: with no network it fails rather than serve old data.
  const api = await page.evaluate(() =>
    fetch('/api/health').then(
      () => 'answered',
      () => 'failed',
    ),
  );
  expect(api).toBe('failed');
  await context.close();
});

test('Chromium finds nothing that stops the app being installed', async () => {
  test.setTimeout(120_000);
  // Lighthouse 12 has no PWA category any more: Chromium's own installability check answers instead.
  // It never calls an incognito profile installable, and every new context is one: a profile on disk.
  const { launchOptions, baseURL, viewport } = test.info().project.use;
  const dir = await mkdtemp(path.join(tmpdir(), 'recalibrate-install-'));
  const context = await chromium.launchPersistentContext(dir, { ...launchOptions, baseURL, viewport });
  try {
    const page = actsOnceHydrated(await context.newPage());
    await page.goto('/reset-room');
    await reachForPage(page);
    await page.evaluate(() => navigator.serviceWorker.ready);
    const cdp = await context.newCDPSession(page);
    await expect.poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
    const { errors } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
  } finally {
    await context.close();
    await rm(dir, { recursive: true, force: true });
  }
});

/** Opens a page and starts using it, so that what joins after first use (the card's code) is there. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await reachForPage(page);
  await page.locator('section[aria-label^="Notifications"]').waitFor({ state: 'attached' });
}

/** The browser's install offer, as Chromium sends it when the app is installable. */
const offerInstall = (page: Page) =>
  page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => Promise.resolve(),
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(offer);
  });

test('a first-time visitor gets the install card after 180 s, and not again within 24 h of dismissing it', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const start = new Date('2026-11-27T09:00:00Z');
  await context.clock.install({ time: start });
  const card = (page: Page) => page.getByRole('region', { name: 'Keep Recalibrate close' });

  const first = actsOnceHydrated(await context.newPage());
  await visit(first, '/');
  await offerInstall(first);
  // The page's clock also runs by itself (the machine may be slow): count from the session's start.
  const onSite = await first.evaluate(() => Date.now() - Number(sessionStorage.getItem('recalibrate-session-start')));
  await first.clock.fastForward(170_000 - onSite);
  await expect(card(first)).toHaveCount(0);
  await first.clock.fastForward(10_000);
  await expect(card(first)).toBeVisible();
  await expectAccessible(first);
  await card(first).getByRole('button', { name: 'Not now' }).click();
  await expect(card(first)).toHaveCount(0);
  await first.reload();
  await reachForPage(first);
  await offerInstall(first);
  await first.clock.fastForward(600_000);
  await expect(card(first)).toHaveCount(0); // hidden for the session
  await first.close();

  // A new tab is a new session: the visitor returns this many hours after the first visit began.
  const returnAfter = async (hours: number) => {
    await context.clock.setSystemTime(new Date(start.getTime() + hours * 3_600_000));
    const page = actsOnceHydrated(await context.newPage());
    await visit(page, '/');
    await offerInstall(page);
    return page;
  };
  // 23 h after the dismissal, a returning visitor does not see it.
  const soon = await returnAfter(23);
  await soon.clock.fastForward(600_000);
  await expect(card(soon)).toHaveCount(0);
  await soon.close();
  // 24 h after the dismissal, a returning visitor sees it as soon as the browser offers it.
  const later = await returnAfter(25);
  await later.clock.fastForward(1_000);
  await expect(card(later)).toBeVisible();
  await context.close();
});
