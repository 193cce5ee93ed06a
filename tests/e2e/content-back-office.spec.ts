import type { APIRequestContext, Page } from '@playwright/test';
import { signInAsSuperAdmin, signInViaApi, signOutViaApi, signUpAndVerify } from './accounts';
import { journeyEmail, waitForMail } from './mail';
import { expect, expectAccessible, test } from './support';

// Issue 24, content in the browser: an admin edits a library article's title and body, sees the
// preview, publishes it, finds it on the public page and restores the previous version; an admin
// rewords an email and sends a test to the mail catcher; an admin uploads a brand file that
// /brand-assets then offers; an analyst opens the documentation but not the editors. axe on each page.

const ARTICLE = 'caring-for-others-all-day';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('privacy_consent_given', 'true'));
});

/** The article's page as the server draws it for a signed-out visitor (no cookie: the `request` fixture). */
const drawnForVisitor = async (request: APIRequestContext) => (await request.get(`/anti-hustle-library/${ARTICLE}`)).text();

test('an admin edits an article, previews, publishes, sees it public and restores the previous version', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  // A signed-out visitor has the page drawn (and kept) before the change (review 6, finding 1).
  expect(await drawnForVisitor(request)).not.toContain('This is <strong>your</strong> turn.');
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
  // Review 6: the form is drawn anew for the new version; focus goes to the news, not to the top.
  await expect
    .poll(() => page.evaluate(() => (document.activeElement === document.body ? '' : (document.activeElement?.textContent ?? ''))))
    .toContain('Published. The public page');

  await page.goto(`/anti-hustle-library/${ARTICLE}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Caring for others, and for yourself' })).toBeVisible();
  await expect(page.getByText('This is your turn.')).toBeVisible();
  // So does the very next signed-out visitor, in a browser of their own and in what the server sends.
  expect(await drawnForVisitor(request)).toContain('This is <strong>your</strong> turn.');
  const visitor = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/anti-hustle-library/${ARTICLE}`);
  await expect(visitorPage.getByText('This is your turn.')).toBeVisible();
  await visitor.close();

  await page.goto(`/admin/content-creator?kind=article&slug=${ARTICLE}`);
  const history = page.getByRole('list', { name: 'Versions' });
  await history.getByRole('button', { name: 'Compare with version 1' }).click();
  await expect(history.getByText('You give care all day.')).toBeVisible();
  // The article is published, so a restored version goes live at once: the button asks first.
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    }),
  );
  await history.getByRole('button', { name: 'Restore version 1' }).click();
  expect(await asked).toBe('Restore version 1? This item is published, so version 1 goes live on the site at once.');
  await expect(page.getByText('Version 1 is restored, and it is live on the site now.')).toBeVisible();
  await expectAccessible(page);

  await page.goto(`/anti-hustle-library/${ARTICLE}`);
  await expect(page.getByRole('heading', { level: 1, name: original.title })).toBeVisible();
  expect(await drawnForVisitor(request)).not.toContain('This is <strong>your</strong> turn.');
});

/** A new account given this staff role by the super admin, then signed in. */
async function signInAsNewStaff(page: Page, role: 'admin' | 'analyst', fullName: string) {
  const staff = await signUpAndVerify(page, { email: journeyEmail(`content-${role}`), fullName });
  await signOutViaApi(page);
  await signInAsSuperAdmin(page);
  const found = (await (await page.request.get(`/api/admin/users?q=${encodeURIComponent(staff.email)}`)).json()) as {
    users: { id: string }[];
  };
  const granted = await page.request.put(`/api/admin/staff/${found.users[0].id}`, { data: { role } });
  expect(granted.status(), await granted.text()).toBe(200);
  await signOutViaApi(page);
  await signInViaApi(page, staff.email);
  return staff;
}

test('an admin rewords an email, checks its placeholders and preview, and sends a test to the mail catcher', async ({ page }) => {
  test.setTimeout(180_000);
  const admin = await signInAsNewStaff(page, 'admin', 'Ada Min');
  await page.goto('/admin/email-templates');
  await expect(page.getByRole('heading', { level: 1, name: 'Email templates' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Data export ready' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Data export ready' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Wording of Data export ready' });
  const subject = form.getByRole('textbox', { name: 'Subject' });
  await subject.fill('Your {firstName} data is ready');
  await form.getByRole('button', { name: 'Save wording' }).click();
  await expect(subject).toHaveAccessibleDescription('Unknown placeholder {firstName}. This email can use {product}.');

  const stamp = Date.now().toString(36);
  await subject.fill(`Your {product} copy is ready (${stamp})`);
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByText(`Your Recalibrate copy is ready (${stamp})`)).toBeVisible();
  await expect(preview.locator('pre')).toContainText('Hi Alex,');
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Save wording' }).click();
  await expect(page.getByText('Saved. Every “Data export ready” email is sent with this wording from now on.')).toBeVisible();

  const started = Date.now();
  await form.getByRole('button', { name: 'Send a test to me' }).click();
  await expect(page.getByText(`A test was sent to ${admin.email}.`)).toBeVisible();
  await waitForMail(admin.email, new RegExp(`Your Recalibrate copy is ready \\(${stamp}\\)`), started);

  await form.getByRole('button', { name: 'Reset to default' }).click();
  await expect(page.getByText(/^Reset\. This email is sent with the default wording again/)).toBeVisible();
  await expect(subject).toHaveValue('Your Recalibrate data is ready');
  await expectAccessible(page);
});

test('an admin uploads a brand file that /brand-assets then offers as a download', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAsNewStaff(page, 'admin', 'Brandon Min');
  await page.goto('/admin/brand-assets');
  await expect(page.getByRole('heading', { level: 1, name: 'Brand assets' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Upload a brand file' });
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('journey image')]);
  await form.getByLabel('File').setInputFiles({ name: 'Journey Logo.png', mimeType: 'image/png', buffer: png });
  await expect(form.getByRole('textbox', { name: 'Save as' })).toHaveValue('journey-logo.png');
  await form.getByRole('textbox', { name: 'What it is' }).fill('Journey logo');
  await form.getByRole('button', { name: 'Upload file' }).click();
  await expect(page.getByText('Uploaded journey-logo.png. /brand-assets offers it now.')).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'journey-logo.png' })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/brand-assets');
  const link = page.getByRole('link', { name: /Journey logo, PNG/ });
  await expect(link).toHaveAttribute('href', '/api/brand-files/journey-logo.png');
  const served = await page.request.get('/api/brand-files/journey-logo.png');
  expect(served.headers()).toMatchObject({ 'content-type': 'image/png', 'x-content-type-options': 'nosniff' });
  expect(Buffer.from(await served.body()).equals(png)).toBe(true);
});

test('an analyst opens the documentation but not the editors', async ({ page }) => {
  await signInAsNewStaff(page, 'analyst', 'Ana Lyst');

  await page.goto('/admin/subscription-tiers-docs');
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription Tiers' })).toBeVisible();
  await page.goto('/admin/content-creator');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Content Creator' })).toHaveCount(0);
  expect((await page.request.get('/api/admin/content')).status()).toBe(403);
  await expectAccessible(page);

  for (const path of ['/admin/email-templates', '/admin/brand-assets']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  }
  expect((await page.request.get('/api/admin/email-templates')).status()).toBe(403);
});
