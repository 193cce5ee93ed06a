import type { Page } from '@playwright/test';
import { signInAsSuperAdmin, signInViaApi, signOutViaApi, signUpAndVerify } from './accounts';
import { journeyEmail } from './mail';
import { expect, expectAccessible, pathWithQuery, test } from './support';

// Issue 3 "Done when": a super_admin grants a role to a user, who impersonates a member and ends it.
// Since issue 15 (decision 060) the users API and impersonation are super_admin only, like /admin/users.

const IMPERSONATION_KEYS = ['impersonation_data', 'impersonation_target_user'];

function storedImpersonation(page: Page) {
  return page.evaluate((keys) => keys.map((key) => localStorage.getItem(key)), IMPERSONATION_KEYS);
}

async function sessionEmail(page: Page) {
  const session = (await (await page.request.get('/api/session')).json()) as { user: { email: string } | null; impersonation: unknown };
  return { email: session.user?.email ?? null, impersonation: session.impersonation };
}

test('a super admin grants the role; the new super admin views the app as a member and ends it', async ({ page }) => {
  test.setTimeout(150_000); // two new accounts, four sign-ins, three pages checked with axe
  const futureAdmin = await signUpAndVerify(page, { email: journeyEmail('future-admin'), fullName: 'Robin Future' });
  await signOutViaApi(page);
  const member = await signUpAndVerify(page, { email: journeyEmail('member'), fullName: 'Journey Member' });
  await signOutViaApi(page);

  // The super admin grants the role through the page.
  await signInAsSuperAdmin(page);
  await page.goto('/admin/admin-users');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin users' })).toBeVisible();
  await expect(page.getByText('SUPER ADMIN').first()).toBeVisible();
  const search = page.getByRole('search', { name: 'Find a member to grant a role' });
  await search.getByRole('searchbox', { name: 'Find a member to grant a role' }).fill(futureAdmin.email);
  await search.getByRole('button', { name: 'Search' }).click();
  const results = page.getByRole('table', { name: 'Members who could be given a role' });
  await results.getByRole('combobox', { name: 'Role to grant Robin Future' }).selectOption('super_admin');
  await results.getByRole('button', { name: 'Grant role: Robin Future' }).click();
  // The row turns into "Already staff" with the button that had focus: focus moves to the news.
  await expect(page.getByRole('status').filter({ hasText: 'Robin Future is now a super admin.' })).toBeFocused();
  const staff = page.getByRole('table', { name: 'Staff members and their roles' });
  await expect(staff.getByRole('row').filter({ hasText: futureAdmin.email })).toContainText('SUPER ADMIN');
  await expect(page.getByRole('table', { name: 'Audit log, newest first' })).toContainText(futureAdmin.email);
  await expectAccessible(page);
  // On a phone the wide tables scroll inside their own regions; the page itself does not.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // An address stays on one line (one line box), not broken at any letter.
  const address = staff.getByRole('cell', { name: futureAdmin.email });
  const lines = await address.evaluate((cell) => {
    const range = document.createRange();
    range.selectNodeContents(cell);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
  expect(lines).toBe(1);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The new super admin finds the member from the dashboard and views the app as them.
  await signOutViaApi(page);
  await signInViaApi(page, futureAdmin.email);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByText('Hello, Robin. You are signed in as')).toBeVisible();
  await expectAccessible(page);

  const find = page.getByRole('search', { name: 'Find a member' });
  await find.getByRole('searchbox', { name: 'Find a member' }).fill(member.email);
  await find.getByRole('button', { name: 'Search' }).click();
  // Their row by their address: many journeys' members share the name Journey Member.
  const theirRow = page.getByRole('table', { name: 'Members found' }).getByRole('row').filter({ hasText: member.email });
  await theirRow.getByRole('button', { name: 'View as member: Journey Member' }).click();
  const dialog = page.getByRole('dialog', { name: 'View Recalibrate as Journey Member' });
  await expect(dialog.getByRole('textbox', { name: 'Reason' })).toHaveValue('Admin debugging session');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Checking why the dashboard looks empty');
  await dialog.getByRole('checkbox', { name: 'I confirm this is the reason, and the member will be told.' }).check();
  await dialog.getByRole('button', { name: 'Start viewing' }).click();

  await page.waitForURL('**/dashboard');
  const banner = page.getByRole('region', { name: 'Impersonation' });
  await expect(banner).toContainText('You are viewing Recalibrate as Journey Member');
  await expect(banner).toContainText(`Staff: ${futureAdmin.email}`);
  await expect(banner).toContainText(/23 hours 5\d minutes left|24 hours left/);
  expect(await sessionEmail(page)).toMatchObject({ email: member.email });
  const [data, target] = await storedImpersonation(page);
  expect(JSON.parse(data!)).toMatchObject({ targetUserId: expect.any(String), sessionId: expect.any(String) });
  expect(JSON.parse(target!)).toMatchObject({ email: member.email, full_name: 'Journey Member' });
  await expectAccessible(page);

  // Review 6, safety 5: the member's safety plan is hers alone; staff read a calm note, not an error.
  await page.goto('/safety-plan');
  await expect(page.getByText('Hidden: private to the member')).toBeVisible();
  await expect(page.getByText(/We could not open your plan/)).toBeHidden();
  await expect(page.getByRole('form', { name: 'Your safety plan' })).toBeHidden();
  await expectAccessible(page);

  await banner.getByRole('button', { name: 'End impersonation' }).click();
  await expect(banner).toBeHidden();
  // Issue 16: back on the page the view was started from.
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('main')).toBeVisible();
  expect(await sessionEmail(page)).toEqual({ email: futureAdmin.email, impersonation: null });
  expect(await storedImpersonation(page)).toEqual([null, null]);

  // The audit log has both ends, with the reason.
  await signOutViaApi(page);
  await signInAsSuperAdmin(page);
  const audit = (await (await page.request.get('/api/admin/audit')).json()) as {
    entries: { action: string; reason: string | null; targetEmail: string | null }[];
  };
  const mine = audit.entries.filter((entry) => entry.targetEmail === member.email).map((entry) => [entry.action, entry.reason]);
  expect(mine).toEqual([
    ['impersonation.end', null],
    ['impersonation.start', 'Checking why the dashboard looks empty'],
  ]);

  // The role is taken back: the dialog closes and its row leaves the staff table, so focus moves
  // to the news rather than the page (the dialog first gives focus back to the row's button).
  await page.goto('/admin/admin-users');
  const robin = page.getByRole('table', { name: 'Staff members and their roles' }).getByRole('row').filter({ hasText: futureAdmin.email });
  await robin.getByRole('button', { name: 'Remove role: Robin Future' }).click();
  await page.getByRole('dialog', { name: "Remove Robin Future's staff role?" }).getByRole('button', { name: 'Remove role' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Robin Future no longer has a staff role.' })).toBeFocused();
  await expect(robin).toHaveCount(0);
});

test.describe('the admin guard keeps people out of /admin/settings', () => {
  test('a visitor is sent to sign in, with the way back kept', async ({ page }) => {
    await page.goto('/admin/settings');
    await expect.poll(() => pathWithQuery(page)).toBe('/auth?redirect=%2Fadmin%2Fsettings');
  });

  test('a member is sent to /auth, which says why and offers the way on to their dashboard', async ({ page }) => {
    const member = await signUpAndVerify(page, { email: journeyEmail('not-staff') });
    await page.goto('/admin/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'That page is for our team' })).toBeVisible();
    expect(pathWithQuery(page)).toBe('/auth');
    await expect(page.getByText(`You are signed in as ${member.email}.`, { exact: false })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Launch gate' })).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard');
  });

  test('an analyst is sent to the admin dashboard', async ({ page }) => {
    const analyst = await signUpAndVerify(page, { email: journeyEmail('analyst'), fullName: 'Ana Lyst' });
    await signOutViaApi(page);
    await signInAsSuperAdmin(page);
    const found = (await (await page.request.get(`/api/admin/users?q=${encodeURIComponent(analyst.email)}`)).json()) as {
      users: { id: string }[];
    };
    const granted = await page.request.put(`/api/admin/staff/${found.users[0].id}`, { data: { role: 'analyst' } });
    expect(granted.status(), await granted.text()).toBe(200);
    await signOutViaApi(page);
    await signInViaApi(page, analyst.email);

    await page.goto('/admin/settings');
    await expect.poll(() => pathWithQuery(page)).toBe('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByText('ANALYST').first()).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Launch gate' })).toHaveCount(0);

    // On a narrow screen the sidebar becomes a slide-out menu with the same entries.
    await page.setViewportSize({ width: 390, height: 800 });
    await expect(page.getByRole('navigation', { name: 'Admin', exact: true })).toBeHidden();
    const opener = page.getByRole('button', { name: 'Admin menu' });
    await opener.click();
    const menu = page.getByRole('dialog', { name: 'Admin menu' });
    await expect(menu.getByRole('link')).toHaveText(['Dashboard', 'Analytics', 'Traffic']);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(opener).toBeFocused();
  });
});
