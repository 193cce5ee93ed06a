import { signInAsSuperAdmin, signInViaApi, signOutViaApi, signUpAndVerify } from './accounts';
import { journeyEmail } from './mail';
import { expect, expectAccessible, pathWithQuery, test } from './support';

// Issue 24, documentation that cannot drift (decisions 122–125): a super_admin searches the docs
// index, opens the routing documentation and drafts a page; an analyst reads the documentation
// pages and cannot open the super_admin ones.

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('privacy_consent_given', 'true'));
});

test('staff read the documentation drawn from the code; analysts only the pages for them', async ({ page }) => {
  test.setTimeout(180_000); // two people, eight pages, six checked with axe
  const analyst = await signUpAndVerify(page, { email: journeyEmail('docs-analyst'), fullName: 'Docs Reader' });
  await signOutViaApi(page);

  await signInAsSuperAdmin(page);
  await page.goto('/admin/docs');
  await expect(page.getByRole('heading', { level: 1, name: 'Documentation' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search the documentation' }).fill('routes app');
  const pages = page.getByRole('list', { name: 'Documentation pages' });
  await expect(pages.getByRole('link')).toHaveText(['Routing Documentation']);
  await expectAccessible(page);
  await pages.getByRole('link', { name: 'Routing Documentation' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Routing Documentation' })).toBeVisible();
  await expect(page.getByRole('row', { name: /\/admin\/routing-documentation/ })).toContainText('Built');

  await page.goto('/admin/ai-doc-creator');
  await expect(page.getByText(/No LLM is set up/)).toBeVisible();
  await page.getByRole('combobox', { name: 'Topic' }).selectOption('wellness-features');
  await page.getByRole('button', { name: 'Write a draft' }).click();
  await expect(page.getByRole('textbox', { name: 'Draft (Markdown)' })).toHaveValue(/## The mindful break reminder/);
  await expect(page.getByRole('link', { name: 'Open in the content creator' })).toHaveAttribute(
    'href',
    /^\/admin\/content-creator\?draft=/,
  );
  await expectAccessible(page);

  await page.goto('/docs/site-operating-manual-view');
  await expect(page.getByRole('heading', { level: 2, name: 'Back up and restore' })).toBeVisible();
  await expectAccessible(page);

  const found = (await (await page.request.get(`/api/admin/users?q=${encodeURIComponent(analyst.email)}`)).json()) as {
    users: { id: string }[];
  };
  const granted = await page.request.put(`/api/admin/staff/${found.users[0]!.id}`, { data: { role: 'analyst' } });
  expect(granted.status(), await granted.text()).toBe(200);
  await signOutViaApi(page);

  await signInViaApi(page, analyst.email);
  await page.goto('/admin/routing-documentation');
  await page.getByRole('searchbox', { name: 'Search the routes' }).fill('/admin/qa-checklists');
  await expect(page.getByRole('rowheader')).toHaveText(['/admin/qa-checklists']);
  await expectAccessible(page);

  await page.goto('/admin/api-reference');
  await page.getByRole('searchbox', { name: 'Search the API' }).fill('docs/checklists/ticks');
  await expect(page.getByRole('row', { name: /PUT \/api\/admin\/docs\/checklists\/ticks/ })).toContainText('admin');
  await expectAccessible(page);

  await page.goto('/admin/qa-checklists');
  await expect(page.getByText('You can read the ticks; admins tick the items.')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /CI passed/ })).toBeDisabled();
  await expectAccessible(page);

  for (const path of ['/admin/docs', '/admin/ai-doc-creator', '/docs/site-operating-manual-view']) {
    await page.goto(path);
    await expect.poll(() => pathWithQuery(page)).toBe('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  }
});
