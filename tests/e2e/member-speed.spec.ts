import { type ChildProcess, spawn } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import type { Page } from '@playwright/test';
import { signUpAndVerify } from './accounts';
import { expect, expectAccessible, test } from './support';

// Issue 16 "Speed of member pages" (decision 073): a signed-in member's pages show their main
// content within a second of the navigation starting, each page's answers are asked for without
// waiting for the access check, and the dashboard does not shift as its cards arrive.

/** The goal on a machine with a core to spare for the browser. */
const GOAL_MS = 1000;
/** Google's "good" cumulative layout shift. */
const MAX_LAYOUT_SHIFT = 0.1;
const DASHBOARD_REQUESTS = ['/api/soulprint/summary', '/api/plan', '/api/journey', '/api/assessments'];

/**
 * The bound for this run. With more runnable processes than cores (the shared CI and development
 * machines run several browsers, servers and test runners at once), every process gets a share of
 * a core, and the same work takes longer in proportion: the goal is scaled by the 1-minute load
 * per core, never below 1 (decision 073 has the figures).
 */
function boundMs(): number {
  return Math.round(GOAL_MS * Math.max(1, loadavg()[0]! / availableParallelism()));
}

/** Keeps one core busy (a spinning child process) while the pages load. */
function busyCore(): ChildProcess {
  return spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
}

/** Adds up layout shifts from the document's start (buffered entries), leaving out those caused by input. */
async function watchLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const record = window as unknown as { layoutShift: number };
    record.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) record.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * Opens `path` and returns the milliseconds from the navigation's start until every one of
 * `selectors` is visible and nothing in the page says it is still loading (aria-busy: skeletons
 * and spinners). Checked on every frame, in the page.
 */
async function timeToContent(page: Page, path: string, selectors: string[]): Promise<number> {
  await page.goto(path, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    (wanted) => {
      const visible = (css: string) => {
        const box = document.querySelector(css)?.getBoundingClientRect();
        return !!box && box.width > 0 && box.height > 0;
      };
      return wanted.every(visible) && !document.querySelector('main [aria-busy="true"]') && performance.now();
    },
    selectors,
    { polling: 'raf', timeout: 20_000 },
  );
  return Math.round((await handle.jsonValue()) as number);
}

const DASHBOARD = [
  '#welcome-hero-heading',
  '[data-step]',
  '[aria-labelledby="journey-card-heading"] [role="progressbar"]',
  '[aria-label="Assessment status"]',
];
const PAGES: { path: string; content: string[] }[] = [
  { path: '/dashboard', content: DASHBOARD },
  { path: '/my-reset-plan', content: ['main h1'] },
  { path: '/progress-dashboard', content: ['main h1'] },
  { path: '/soulprint-compass', content: ['main h1'] },
];
/**
 * The app showing a page that waits for no answer (the help page, drawn by the app for a signed-in
 * member), timed in the same rounds: what the browser needs to run the app at all on this host.
 */
const BASELINE = { path: '/help', content: ['main h1'] };

/**
 * What a page needs, judged on the fastest of its rounds: the page does the same work each time,
 * and the slower rounds add only the time other processes on the machine took from it (the usual
 * reading of repeated timings on a shared machine).
 */
const fastest = (values: number[]) => Math.min(...values);

test('a member’s pages show their content quickly, the dashboard without waiting or shifting', async ({ page }) => {
  test.setTimeout(180_000);
  await page.addInitScript(() => localStorage.setItem('privacy_consent_given', 'true'));
  await signUpAndVerify(page, { fullName: 'Speedy Member' });
  await watchLayoutShift(page);
  // A first visit puts the app's code in the browser's cache, as any returning member has it.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Headings in the brand font (the app's own pages preload it: decision 072).
  const heading = await page.evaluate(async () => {
    await document.fonts.ready;
    const loaded = [...document.fonts].some((face) => face.family.includes('Fraunces') && face.status === 'loaded');
    return { family: getComputedStyle(document.querySelector('main h1')!).fontFamily, loaded };
  });
  expect(heading.family).toMatch(/^"?Fraunces/);
  expect(heading.loaded, 'Fraunces was not loaded').toBe(true);

  const busy = busyCore();
  const figures: Record<string, number[]> = {};
  let shift = Number.NaN;
  let timing: Record<string, { start: number; end: number }> = {};
  try {
    for (let round = 0; round < 3; round += 1) {
      for (const { path, content } of [...PAGES, BASELINE]) (figures[path] ??= []).push(await timeToContent(page, path, content));
    }
    // On this last load the session answers 300 ms late, so that a request which waited for it
    // would start after it ends, while the answers asked alongside it start well before (on a quiet
    // machine the session can answer within a millisecond of their start).
    await page.route('**/api/session', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    await timeToContent(page, '/dashboard', DASHBOARD);
    await page.unroute('**/api/session');
    await page.waitForTimeout(500);
    shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
    // The first request of each path (the hub is asked again as its card mounts: it is never fresh).
    timing = await page.evaluate(() => {
      const first: Record<string, { start: number; end: number }> = {};
      for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
        const path = new URL(entry.name).pathname;
        if (path.startsWith('/api/')) first[path] ??= { start: entry.startTime, end: entry.responseEnd };
      }
      return first;
    });
  } finally {
    busy.kill();
  }
  const bound = boundMs();
  console.log(
    `load per core ${(loadavg()[0]! / availableParallelism()).toFixed(1)}, bound ${bound} ms, dashboard layout shift ${shift.toFixed(4)}`,
  );
  for (const [path, times] of Object.entries(figures)) console.log(`${path}: ${times.join(', ')} ms`);

  // The dashboard's answers are asked for alongside the session, not after it (and its code).
  for (const path of DASHBOARD_REQUESTS)
    expect(timing[path]?.start, `${path} waited for the session`).toBeLessThan(timing['/api/session']!.end);
  expect(shift, 'the dashboard shifted as its cards arrived').toBeLessThan(MAX_LAYOUT_SHIFT);
  // Within the goal (scaled by the load), or, where this host needs longer than that to run the app
  // at all, within the goal of the app's own start: the answers add no wait of their own.
  const start = fastest(figures[BASELINE.path]!);
  for (const { path } of PAGES) {
    const times = figures[path]!;
    expect(fastest(times), `${path} took ${times.join(', ')} ms; the app alone ${start} ms`).toBeLessThan(Math.max(bound, start + GOAL_MS));
  }
  await expectAccessible(page);
});
