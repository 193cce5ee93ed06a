import { signInAsSuperAdmin, signInViaApi, signOutViaApi, signUpAndVerify } from './accounts';
import { journeyEmail } from './mail';
import { expect, expectAccessible, test } from './support';

// Issue 24, content in the browser: an admin edits a library article's title and body, sees the
// preview, publishes it, finds it on the public page and restores the previous version; an analyst
// cannot open the editor. axe on each page.

const ARTICLE = 'caring-for-others-all-day';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('privacy_consent_given', 'true'));
});

test('an admin edits an article, previews, publishes, sees it public and restores the previous version', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAsSuperAdmin(page);
  await page.goto('/admin/library');
  await expect(page.getByRole('heading', { level: 1, name: 'Library' })).toBeVisible();
  const original = (await (await page.request.get(`/api/library/articles/${ARTICLE}`)).json()) as { title: string };
  await page.getByRole('searchbox', { name: 'Search' }).fill(ARTICLE);
  await expectAccessible(page);
  await page.getByRole('link', { name: original.title }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Content Creator' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Edit content' });
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill('Caring for others, and for yourself');
  await form.getByRole('textbox', { name: 'Body (Markdown)' }).fill('You give care all day.\n\nThis is **your** turn.');
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: 'Caring for others, and for yourself' })).toBeVisible();
  await expect(preview.locator('strong', { hasText: 'your' })).toBeVisible();
  await expectAccessible(page);

  await form.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Published. The public page shows this version now.')).toBeVisible();

  await page.goto(`/anti-hustle-library/${ARTICLE}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Caring for others, and for yourself' })).toBeVisible();
  await expect(page.getByText('This is your turn.')).toBeVisible();

  await page.goto(`/admin/content-creator?kind=article&slug=${ARTICLE}`);
  const history = page.getByRole('list', { name: 'Versions' });
  await history.getByRole('button', { name: 'Compare with version 1' }).click();
  await expect(history.getByText('You give care all day.')).toBeVisible();
  await history.getByRole('button', { name: 'Restore version 1' }).click();
  await expect(page.getByText('Version 1 is restored as the newest version.')).toBeVisible();
  await expectAccessible(page);

  await page.goto(`/anti-hustle-library/${ARTICLE}`);
  await expect(page.getByRole('heading', { level: 1, name: original.title })).toBeVisible();
});

test('an analyst cannot open the editor', async ({ page }) => {
  const analyst = await signUpAndVerify(page, { email: journeyEmail('content-analyst'), fullName: 'Ana Lyst' });
  await signOutViaApi(page);
  await signInAsSuperAdmin(page);
  const found = (await (await page.request.get(`/api/admin/users?q=${encodeURIComponent(analyst.email)}`)).json()) as {
    users: { id: string }[];
  };
  const granted = await page.request.put(`/api/admin/staff/${found.users[0].id}`, { data: { role: 'analyst' } });
  expect(granted.status(), await granted.text()).toBe(200);
  await signOutViaApi(page);
  await signInViaApi(page, analyst.email);

  await page.goto('/admin/subscription-tiers-docs');
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription Tiers' })).toBeVisible();
  await page.goto('/admin/content-creator');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Content Creator' })).toHaveCount(0);
  expect((await page.request.get('/api/admin/content')).status()).toBe(403);
  await expectAccessible(page);
});
