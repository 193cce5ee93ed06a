import { JOURNEY_PASSWORD, appLink, journeyEmail, waitForMail } from './mail';
import { expect, expectAccessible, test } from './support';

// Issue 3 "Done when": sign up → open the verification link from the email → signed-in menu and
// greeting → sign out, all through the pages. Issue 14: the meter knows common passwords.

// The cookie-consent banner (another issue) is not what these journeys are about; a stored choice
// keeps it out of the way, as it would be for anyone who has answered it once.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('privacy_consent_given', 'true'));
});

test('a visitor signs up, confirms from the email, is greeted by name and signs out', async ({ page, baseURL }) => {
  const email = journeyEmail('signup');
  const started = Date.now();

  await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('tab', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create Your Account' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Create your account' });
  await form.getByLabel('Full name').fill('Maya Journey');
  await form.getByLabel('Email').fill(email);
  // A common password meets spec 5's character rules, yet the meter never calls it strong (issue 14).
  await form.getByLabel('Password', { exact: true }).fill('Password1!');
  await expect(form.getByText('This password is one of the most common ones, so it is easy to guess.', { exact: false })).toBeVisible();
  await expect(form.getByRole('meter', { name: 'Password strength' })).toHaveAttribute('aria-valuetext', 'Weak');
  await form.getByLabel('Password', { exact: true }).fill(JOURNEY_PASSWORD);
  await expect(form.getByRole('meter', { name: 'Password strength' })).toHaveAttribute('aria-valuetext', 'Strong');
  await form.getByLabel('Confirm password').fill(JOURNEY_PASSWORD);
  await form.getByRole('checkbox').check();
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Create Account' }).click();

  await page.waitForURL('**/auth/verify?email=*');
  await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expectAccessible(page);

  const mail = await waitForMail(email, /Confirm your email/, started);
  await page.goto(appLink(mail, '/auth/confirm', baseURL!));
  await page.waitForURL('**/auth/verified');
  await expect(page.getByRole('heading', { level: 1, name: 'Your email is confirmed' })).toBeVisible();
  await expectAccessible(page);

  const greeting = page.getByRole('banner').getByRole('button', { name: 'Hi, Maya' });
  await expect(greeting).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toHaveCount(0);
  await greeting.click();
  const menu = page.getByRole('menu');
  await expect(menu).toContainText(email);
  for (const item of ['Main Dashboard', 'SoulPrint Compass', 'Personal Guidance', 'My Purchases', 'Account Settings', 'Sign out']) {
    await expect(menu.getByRole('menuitem', { name: item })).toBeVisible();
  }
  await expect(menu.getByRole('menuitem', { name: 'Admin Dashboard' })).toHaveCount(0);
  // While a Radix menu is open the page behind it is aria-hidden (modal); check the menu itself.
  await expectAccessible(page, '[role="menu"]');

  await menu.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  const session = (await (await page.request.get('/api/session')).json()) as { user: unknown };
  expect(session.user).toBeNull();
});
