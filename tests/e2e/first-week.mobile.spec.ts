import type { Browser, Page } from '@playwright/test';
import { signInAsSuperAdmin } from './accounts';
import { JOURNEY_PASSWORD, appLink, journeyEmail, waitForMail } from './mail';
import { actsOnceHydrated, expect, expectAccessible, test } from './support';

// Issue 16 "Done when", on a phone (390 × 844): a visitor's Start Your Assessment survives sign-up
// and the email link into the audit; every audit step's question is in view after Next; the daily
// tools are in the menu; a retake that changes the type is explained; staff viewing as the member
// are refused a write and do not see her journal, and she is emailed about it.

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('privacy_consent_given', 'true'));
});

const origin = () => ({ origin: new URL(test.info().project.use.baseURL!).origin });

async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}-390.png`), fullPage: false });
}

/** The top of the element sits below the sticky header and its first line is on screen. */
async function expectInView(page: Page, selector: string) {
  const place = await page.evaluate((css) => {
    const target = document.querySelector(css)!.getBoundingClientRect();
    const header = document.querySelector('[data-sticky-top]')!.getBoundingClientRect();
    return { top: target.top, headerBottom: header.bottom, viewport: window.innerHeight };
  }, selector);
  expect(place.top, `${selector} under the header`).toBeGreaterThanOrEqual(place.headerBottom);
  expect(place.top + 24, `${selector} below the screen`).toBeLessThanOrEqual(place.viewport);
}

interface Definition {
  scales: { id: string; options: { value: number }[] }[];
  sections: { items: { id: string; kind?: string; scale?: string; safety?: boolean }[] }[];
}

/** Every question answered at the top of its scale (the safety question at 0), sent as a retake. */
async function retakeAtTheTop(page: Page): Promise<string> {
  const { definition } = (await (await page.request.get('/api/assessments/operating-system-audit')).json()) as { definition: Definition };
  const answers: Record<string, number | number[]> = {};
  for (const item of definition.sections.flatMap((section) => section.items)) {
    const options = definition.scales.find((scale) => scale.id === item.scale)?.options ?? [];
    if (item.kind === 'text' || options.length === 0) continue;
    const value = item.safety ? options[0]!.value : options.at(-1)!.value;
    answers[item.id] = item.kind === 'multi' ? [value] : value;
  }
  const res = await page.request.post('/api/assessments/operating-system-audit/submit', { data: { answers }, headers: origin() });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { resultPath: string }).resultPath;
}

async function phoneContext(browser: Browser) {
  const { userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL } = test.info().project.use;
  const context = await browser.newContext({ viewport: PHONE, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL });
  await context.addInitScript(() => localStorage.setItem('privacy_consent_given', 'true'));
  return context;
}

test('a new member’s first week on a phone, and staff viewing as her', async ({ page, browser, baseURL }) => {
  test.setTimeout(420_000); // a 45-step audit through the pages on an embedded database, and two people
  const email = journeyEmail('first-week');

  // Start Your Assessment → sign up → the email link → the audit, not the dashboard.
  await page.goto('/');
  await page.getByRole('link', { name: 'Start Your Assessment' }).first().click();
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fassessment%2Foperating-system-audit$/);
  await page.getByRole('tab', { name: 'Create account' }).click();
  const form = page.getByRole('form', { name: 'Create your account' });
  await form.getByLabel('Full name').fill('Maya Journey');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(JOURNEY_PASSWORD);
  await form.getByLabel('Confirm password').fill(JOURNEY_PASSWORD);
  await form.getByRole('checkbox').check();
  const started = Date.now();
  await form.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL('**/auth/verify?*');
  await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
  await expectAccessible(page);
  const mail = await waitForMail(email, /Confirm your email/, started);
  await page.goto(appLink(mail, '/auth/confirm', baseURL!));
  await page.waitForURL('**/assessment/operating-system-audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Operating System Audit' })).toBeVisible();

  // Every step: after Next, the screen's question sits below the sticky header.
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  const player = page.getByRole('form', { name: /^Operating System Audit: / });
  let steps = 0;
  for (;;) {
    const label = (await player.getAttribute('aria-label'))!;
    if (label.endsWith('Review')) break;
    const [first] = await player.locator('[data-item]').all();
    const radio = first!.getByRole('radio').first();
    if (await radio.count()) await radio.check();
    else if (await first!.getByRole('checkbox').count()) await first!.getByRole('checkbox').first().check();
    if (steps === 0) await expectAccessible(page);
    await player.getByRole('button', { name: 'Next' }).click();
    await expect(player).not.toHaveAttribute('aria-label', label);
    steps += 1;
    if (!(await player.getAttribute('aria-label'))!.endsWith('Review'))
      await expectInView(page, 'form [data-item] legend, form [data-item] label');
    if (steps === 10) await screenshot(page, 'audit-step');
  }
  expect(steps).toBeGreaterThanOrEqual(40);
  await expect(page.getByRole('heading', { name: /Ready to see your results\?|Almost there/ })).toBeFocused();
  await page.getByRole('button', { name: 'See my results' }).click();
  await page.waitForURL(/\/assessment\/os-audit-result\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('region', { name: 'Since last time' })).toContainText('This is your first time');

  // A retake that lands on another type says so, and why.
  await page.goto(await retakeAtTheTop(page));
  const changed = page.getByRole('region', { name: /^Your result has changed since / });
  await expect(changed).toContainText(/last time it was .+, this time it is .+\./);
  await expect(changed).toContainText(/Why: .+ went (up|down) \d+ points?/);
  await expectAccessible(page);
  await screenshot(page, 'result-changed');

  // The daily tools, from the drawer's Your Tools.
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: "Today's quick actions" }).getByRole('link', { name: /Journal/ })).toBeVisible();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Navigate Your Journey' });
  const tools = drawer.getByRole('region', { name: 'Your Tools' });
  for (const tool of ['Daily Check-in', 'Journal', 'Wellness Calendar', 'Monthly Reflection', 'Wellness Dashboard']) {
    await expect(tools.getByRole('link', { name: tool, exact: true })).toBeVisible();
  }
  await expectAccessible(page);
  await tools.getByRole('link', { name: 'Journal', exact: true }).click();
  await expect(page).toHaveURL(/\/wellness-dashboard\/journal$/);
  const written = await page.request.post('/api/journal', {
    data: { title: 'Only mine', body: 'Words for nobody else', mood: 3, tags: [] },
    headers: origin(),
  });
  expect(written.status()).toBe(201);

  // Staff view as her, on a phone: read-only, her journal hidden, back where they started.
  const staffContext = await phoneContext(browser);
  const staff = actsOnceHydrated(await staffContext.newPage());
  await signInAsSuperAdmin(staff);
  await staff.goto('/admin/users');
  const find = staff.getByRole('search', { name: 'Search members' });
  await find.getByRole('searchbox', { name: 'Search members' }).fill(email);
  await find.getByRole('button', { name: 'Search' }).click();
  const startedFrom = new URL(staff.url()).pathname;
  // Her row by her address: the other half's journeys sign up members with the same name, and the
  // list before the search applies may still hold them.
  const her = staff.getByRole('table', { name: 'Members' }).getByRole('row').filter({ hasText: email });
  await her.getByRole('button', { name: 'View as member: Maya Journey' }).click();
  const dialog = staff.getByRole('dialog', { name: 'View Recalibrate as Maya Journey' });
  await dialog.getByRole('button', { name: 'Start viewing' }).click();
  await expect(dialog.getByText('Please confirm the reason; the member will be told.')).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'I confirm this is the reason, and the member will be told.' }).check();
  const viewStarted = Date.now();
  await dialog.getByRole('button', { name: 'Start viewing' }).click();
  await staff.waitForURL('**/dashboard');
  const banner = staff.getByRole('region', { name: 'Impersonation' });
  await expect(banner).toContainText('Read-only');
  await expectAccessible(staff);

  await staff.goto('/wellness/checkin');
  await staff.getByRole('button', { name: 'Save Check-in' }).click();
  await expect(banner.getByRole('status')).toContainText('Not saved. You are viewing as this member, so changes are turned off.');
  await screenshot(staff, 'impersonation-refused');
  expect(((await (await page.request.get('/api/wellness/checkins')).json()) as { checkins: unknown[] }).checkins).toEqual([]);

  await staff.goto('/wellness-dashboard/journal');
  await expect(staff.getByText('Hidden: private to the member')).toBeVisible();
  await expect(staff.getByText('Words for nobody else')).toHaveCount(0);
  await expectAccessible(staff);

  await banner.getByRole('button', { name: 'End impersonation' }).click();
  await staff.waitForURL((url) => url.pathname === startedFrom);
  await expect(banner).toBeHidden();
  await staffContext.close();

  // She is told who, when and why.
  const told = await waitForMail(email, /viewed your account/, viewStarted);
  expect(told.subject).toBe('A member of the Recalibrate team viewed your account');
  expect(told.links.some((link) => new URL(link).pathname === '/privacy-settings')).toBe(true);
});
