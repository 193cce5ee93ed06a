import { expect, test } from './support';
import { JOURNEY_PASSWORD, journeyEmail, waitForMail } from './mail';

// The journeys' email path works end to end: the server sends over SMTP to the catcher.
test('a sign-up email arrives over SMTP with a confirmation link', async ({ page }) => {
  const email = journeyEmail('mailcheck');
  const res = await page.request.post('/api/account/sign-up', {
    data: { fullName: 'Mail Check', email, password: JOURNEY_PASSWORD, confirmPassword: JOURNEY_PASSWORD, acceptTerms: true },
  });
  expect(res.status()).toBe(200);
  const mail = await waitForMail(email, /Confirm your email/);
  expect(mail.links.some((l) => l.includes('/auth/confirm?type=signup&token='))).toBe(true);
});
