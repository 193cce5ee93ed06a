import type { Page } from '@playwright/test';
import { TrafficOverview } from '#shared/contracts/admin-analytics';
import { signInAsSuperAdmin, signInViaApi, signOutViaApi, signUpAndVerify } from './accounts';
import { journeyEmail } from './mail';
import { expect, expectAccessible, newPage, pathWithQuery, test } from './support';

// Issue 23 "Done when": a visitor who allows analytics browses three pages and leaves; staff see
// the visits with durations and a device in /admin/traffic; a visitor who rejects leaves no row;
// an analyst can read analytics but not security. On the way, the super_admin finds the analyst's
// role change in the security page's audit log (decision 142).

const PAGES = ['/glossary', '/anti-hustle-library', '/contact'] as const;
/** Longer than the 5 s under which the tracker sends no duration (MIN_BEACON_SECONDS). */
const STAY_MS = 6_500;

/** The page views the page asked the server to record while `act` ran. */
async function pageViewRequests(page: Page, act: () => Promise<void>): Promise<string[]> {
  const sent: string[] = [];
  const listen = (request: { url(): string; method(): string }) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/tracking/page-views') sent.push(request.url());
  };
  page.on('request', listen);
  await act();
  page.off('request', listen);
  return sent;
}

async function chooseCookies(page: Page, choice: 'Allow all' | 'Reject non-essential') {
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Cookies, your choice' });
  await banner.getByRole('button', { name: choice }).click();
  await expect(banner).toHaveCount(0);
}

test('consenting visits reach the traffic page with durations; refused ones never exist', async ({ page, browser }, testInfo) => {
  test.setTimeout(240_000); // two visitors, three people, seven pages, five checked with axe
  const gone = `/gone-${Date.now()}`;

  // 1. A visitor who refuses analytics browses, including a page no one else visits: nothing is sent.
  const refuser = await newPage(browser, testInfo);
  await chooseCookies(refuser, 'Reject non-essential');
  const refused = await pageViewRequests(refuser, async () => {
    for (const path of [PAGES[0], gone]) {
      await refuser.goto(path);
      await refuser.waitForTimeout(500);
    }
  });
  expect(refused).toEqual([]);
  await refuser.context().close();

  // 2. A visitor who allows analytics reads three pages, a while each, and leaves.
  const visitor = await newPage(browser, testInfo);
  await chooseCookies(visitor, 'Allow all');
  const allowed = await pageViewRequests(visitor, async () => {
    for (const path of PAGES) {
      await visitor.goto(path);
      await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
      await visitor.waitForTimeout(STAY_MS);
    }
    // Leaving sends the last page's time with a beacon (pagehide).
    await visitor.goto('about:blank');
  });
  expect(allowed.length).toBeGreaterThanOrEqual(PAGES.length);
  await visitor.context().close();

  // 3. Staff see the three visits with their time on page and device, and no row of the refuser.
  await signInAsSuperAdmin(page);
  const traffic = async () => TrafficOverview.parse(await (await page.request.get('/api/admin/traffic')).json());
  await expect
    .poll(async () => {
      const { recentVisits } = await traffic();
      return PAGES.every((path) => recentVisits.some((v) => v.path === path && (v.durationSeconds ?? 0) >= 5 && v.device));
    })
    .toBe(true);
  const report = await traffic();
  expect(report.recentVisits.map((v) => v.path)).not.toContain(gone);
  expect(report.topPages.map((p) => p.path)).not.toContain(gone);

  await page.goto('/admin/traffic');
  await expect(page.getByRole('heading', { level: 1, name: 'Traffic' })).toBeVisible();
  // The chart library draws the day's views and visitors side by side, with a legend (the table
  // beside it holds the same numbers).
  const chart = page.getByRole('img', { name: /^Views and visitors per day, .+: [1-9]\d* views? in all/ });
  await expect(chart.locator('canvas').first()).toBeVisible();
  expect((await chart.locator('canvas').first().boundingBox())?.width).toBeGreaterThan(100);
  await expect(chart.locator('.u-legend')).toContainText('Views');
  await expect(chart.locator('.u-legend')).toContainText('Visitors');
  const latest = page.getByRole('table', { name: 'Latest visits' });
  for (const path of PAGES) {
    const row = latest.getByRole('row').filter({ hasText: path }).first();
    await expect(row.getByRole('cell', { name: /^([5-9]|[1-9]\d+) s$/ })).toBeVisible();
    await expect(row.getByRole('cell', { name: 'desktop', exact: true })).toBeVisible();
  }
  await expect(page.getByRole('table', { name: 'Top pages' }).getByRole('row').filter({ hasText: gone })).toHaveCount(0);
  await expectAccessible(page);

  // 4. An analyst reads analytics and traffic, and is turned away from security.
  const analyst = await signUpAndVerify(page, { email: journeyEmail('analytics-analyst'), fullName: 'Ana Numbers' });
  await signOutViaApi(page);
  await signInAsSuperAdmin(page);
  const found = (await (await page.request.get(`/api/admin/users?q=${encodeURIComponent(analyst.email)}`)).json()) as {
    users: { id: string }[];
  };
  const granted = await page.request.put(`/api/admin/staff/${found.users[0]!.id}`, { data: { role: 'analyst' } });
  expect(granted.status(), await granted.text()).toBe(200);

  // The super_admin finds that change in the security page's audit log, searched by action and person.
  await page.goto('/admin/security');
  await expect(page.getByRole('table', { name: 'Failed sign-ins per day' })).toBeVisible();
  const search = page.getByRole('form', { name: 'Search the audit log' });
  await search.getByLabel('Action').selectOption('staff_role.set');
  await search.getByLabel('Whom (part of an email)').fill(analyst.email);
  await search.getByRole('button', { name: 'Search' }).click();
  const log = page.getByRole('table', { name: 'Audit log, newest first' });
  await expect(log.getByRole('row').filter({ hasText: analyst.email })).toHaveCount(1);
  await expect(log.getByRole('row').filter({ hasText: analyst.email })).toContainText('Changed a staff role');
  await expectAccessible(page);
  await signOutViaApi(page);

  await signInViaApi(page, analyst.email);
  await page.goto('/admin/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await expect(page.getByRole('table', { name: /funnel/i })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/admin/traffic');
  await expect(page.getByRole('table', { name: 'Latest visits' })).toBeVisible();
  await expectAccessible(page);

  expect((await page.request.get('/api/admin/security')).status()).toBe(403);
  await page.goto('/admin/security');
  await expect.poll(() => pathWithQuery(page)).toBe('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expectAccessible(page);
});
