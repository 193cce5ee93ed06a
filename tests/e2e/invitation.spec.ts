import { signInAsSuperAdmin } from './accounts';
import { appLink, journeyEmail, waitForMail } from './mail';
import { expect, expectAccessible, newPage, test } from './support';

// An invitation from the back office, followed to the end (review 4): the invitee arrives signed
// in, chooses a first password without a current one, and signs in with it next time.

const FIRST_PASSWORD = 'Lantern-quiet-Harbour4!';

test('an invited person follows the email, chooses a first password, and signs in with it', async ({ page, browser }, testInfo) => {
  await signInAsSuperAdmin(page);
  const email = journeyEmail('invited');
  const started = Date.now();
  const invited = await page.request.post('/api/admin/users/invite', {
    data: { email, fullName: 'Ivy Invited' },
    headers: { origin: new URL(testInfo.project.use.baseURL!).origin },
  });
  expect(invited.status(), await invited.text()).toBe(200);
  const mail = await waitForMail(email, /You are invited/, started);

  const invitee = await newPage(browser, testInfo);
  try {
    await invitee.addInitScript(() => localStorage.setItem('privacy_consent_given', 'true'));
    await invitee.goto(appLink(mail, '/auth/confirm', testInfo.project.use.baseURL!));
    await expect(invitee).toHaveURL(/\/account-settings/);
    // They never accepted the terms: asked to read them, not told they "changed".
    const prompt = invitee.getByRole('dialog', { name: 'Please read our terms' });
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: 'I accept' }).click();
    await expect(prompt).toHaveCount(0);

    const form = invitee.getByRole('form', { name: 'Choose your password' });
    await expect(form.getByText('You joined with an invitation')).toBeVisible();
    await expect(form.getByLabel('Current password')).toHaveCount(0);
    await form.getByLabel('New password', { exact: true }).fill(FIRST_PASSWORD);
    await form.getByLabel('Confirm new password').fill(FIRST_PASSWORD);
    await form.getByRole('button', { name: 'Set Password' }).click();
    await expect(invitee.getByText('Password set')).toBeVisible();
    // Now it is an ordinary password to change with the current one.
    await expect(invitee.getByRole('form', { name: 'Change your password' }).getByLabel('Current password')).toBeVisible();
    await expectAccessible(invitee);

    const signIn = await invitee.request.post('/api/auth/sign-in/email', {
      data: { email, password: FIRST_PASSWORD },
      headers: { origin: new URL(testInfo.project.use.baseURL!).origin },
    });
    expect(signIn.status(), await signIn.text()).toBe(200);
  } finally {
    await invitee.context().close();
  }
});
