import AxeBuilder from '@axe-core/playwright';
import { test as base, type Browser, expect, type Page, type TestInfo } from '@playwright/test';

// Pages come from browser.newContext() (what @axe-core/playwright needs), with the project's
// device settings (desktop or Pixel 7) copied over.
export const test = base.extend<{ page: Page }>({
  page: async ({ browser }, use, testInfo) => {
    const page = await newPage(browser, testInfo);
    await use(page);
    await page.context().close();
  },
});

/**
 * A page in a browser context of its own (no cookies, no storage) with the project's device
 * settings, as the `page` fixture's. The service worker (issue 25) is left to its own journey
 * (installable.spec.ts): here every request reaches the server, as page.route and the request
 * listeners expect. The caller closes its context.
 */
export async function newPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL, screen } = testInfo.project.use;
  const context = await browser.newContext({
    viewport,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    baseURL,
    screen,
    serviceWorkers: 'block',
  });
  return actsOnceHydrated(await context.newPage());
}

export { expect };

/** Moves the pointer over the page, as a person does on arriving (what joins the page after first use then loads). */
export async function reachForPage(page: Page) {
  await page.mouse.move(3, 3);
  await page.mouse.move(6, 6);
}

/**
 * A public page arrives drawn by the server as a document, and its islands (the top bar, the cookie
 * banner, the page) are hydrated once it has loaded (docs/decisions/163-public-pages-as-documents.md):
 * after goto and reload a journey waits for them, as a person waits for a page to answer. The `page`
 * fixture does this; pages a journey opens in contexts of its own need it too.
 */
export function actsOnceHydrated(page: Page): Page {
  const appTakesOver = () =>
    page.waitForFunction(() => !document.getElementById('dehydrated-state') || document.documentElement.hasAttribute('data-hydrated'));
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await appTakesOver();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== 'commit') await appTakesOver();
    return response;
  };
  return page;
}

/**
 * Fails on any serious or critical accessibility violation, listing them readably. What is still
 * moving is waited for first (3 s at most): axe measures the contrast of text at the colour and
 * opacity it has at that instant, so a toast fading in or out (sonner's 400 ms), a button easing
 * into its hover colour or back from its busy opacity would be judged half-way. Endless animations
 * (a spinner) are not waited for.
 */
export async function expectAccessible(page: Page, include?: string) {
  await page.evaluate(async () => {
    const moving = document
      .getAnimations()
      .filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.race([Promise.allSettled(moving.map((animation) => animation.finished)), new Promise((done) => setTimeout(done, 3_000))]);
  });
  const shown = page.locator('[data-sonner-toast][data-visible="true"]');
  await expect
    .poll(() => shown.evaluateAll((toasts) => toasts.every((t) => getComputedStyle(t).opacity === '1')), { timeout: 3_000 })
    .toBe(true)
    .catch(() => {}); // still moving after 3 s: let axe say what it finds
  // Legacy mode runs axe in the page itself: the default opens a blank page per check to merge
  // cross-origin frames' results (about 1 to 5 s each here), and the app has no such frames.
  let builder = new AxeBuilder({ page }).setLegacyMode();
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const bad = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact}: ${v.id} (${v.help}) at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(bad, bad.join('\n')).toEqual([]);
}

/**
 * Nothing widens the page past the phone's screen. A page wider than the screen pans sideways: the
 * phone's view then sits off the page's own grid, and taps land on whatever is drawn elsewhere
 * (FlowPath's hidden "(finished)" words once sent a tap on "Finish my plan" to a button 490 px above).
 */
export async function expectFitsPhone(page: Page) {
  const screen = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(screen);
}

/**
 * Moves the pointer, as a person does on arriving, and waits until the top-bar menus (loaded in
 * the first idle moment after an interaction) have replaced their stand-ins (they answer either way).
 */
export async function menusReady(page: Page) {
  await page.mouse.move(5, 5);
  await expect(page.locator('header button[aria-haspopup="menu"][id]').first()).toBeAttached();
}

export function pathWithQuery(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}
