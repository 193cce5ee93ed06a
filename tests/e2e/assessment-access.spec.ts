import { signInAsSuperAdmin, signUpAndVerify } from './accounts';
import { JOURNEY_PASSWORD } from './mail';
import { expect, expectAccessible, newPage, test } from './support';

// A partner's single-use code (/deb-assessment-access, spec 2.1), entered by someone who is not
// signed in yet: it is checked without being spent, and its one use unlocks their account after
// they sign in (review 3: the check had spent it, and the unlock then said "Invalid access code").

test('a visitor checks a single-use partner code, signs in, and the code unlocks their assessments', async ({
  page,
  browser,
}, testInfo) => {
  const code = `SEAT-${Date.now().toString(36).toUpperCase()}`;
  await signInAsSuperAdmin(page);
  const created = await page.request.post('/api/admin/access-codes', {
    data: { code, name: 'Journey Clinic', description: 'One seat', maxUses: 1 },
  });
  expect(created.status(), await created.text()).toBe(201);

  const account = await newPage(browser, testInfo);
  const { email } = await signUpAndVerify(account);
  await account.context().close();

  const visitor = await newPage(browser, testInfo);
  try {
    await visitor.addInitScript(() => localStorage.setItem('privacy_consent_given', 'true'));
    await visitor.goto('/deb-assessment-access');
    await expect(visitor.getByRole('heading', { level: 1, name: 'Assessment Access' })).toBeVisible();
    await visitor.getByRole('textbox', { name: 'Access code' }).fill(code.toLowerCase());
    await visitor.getByRole('button', { name: 'Check my code' }).click();
    await expect(visitor).toHaveURL(/\/auth\?redirect=%2Fdeb-assessment-access$/);

    const uses = async () => {
      const listed = (await (await page.request.get('/api/admin/access-codes')).json()) as { codes: { code: string; uses: number }[] };
      return listed.codes.find((c) => c.code === code)?.uses;
    };
    expect(await uses()).toBe(0);

    const form = visitor.getByRole('tabpanel', { name: 'Sign in' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill(JOURNEY_PASSWORD);
    await form.getByRole('button', { name: 'Sign In' }).click();

    await expect(visitor).toHaveURL(/\/deb-assessment-access$/);
    await expect(visitor.getByText('Your assessments are unlocked. Take them whenever you are ready.')).toBeVisible();
    await expect(visitor.getByText('Invalid access code')).toHaveCount(0);
    await expectAccessible(visitor);
    expect(await uses()).toBe(1);
  } finally {
    await visitor.context().close();
  }
});
