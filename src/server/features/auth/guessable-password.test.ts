import { describe, expect, it } from 'vitest';
import { latestEmail, post, signUpVerified, tokenFromLink, uniqueEmail } from '#server/testing/auth-helpers';
import { setUpTestApp } from '#server/testing/set-up-test-app';
import { GUESSABLE_PASSWORD_MESSAGE, isGuessable } from './guessable-password';

// Every row meets spec 5's character rules (8+, lower, upper, digit, one of @$!%*?&).
describe('guessable passwords', () => {
  it.each([
    ['P@ssw0rd', true],
    ['Password1!', true],
    ['Qwerty123!', true],
    ['Welcome1!', true],
    ['Iloveyou1!', true],
    ['Abcd1234!', true],
    ['Monkey123!', true],
    ['Calm#River22', false],
    ['Calm-river-Stone9!', false],
    ['Quiet-harbour-Light7?', false],
    ['Xk9#mPq2', false],
    ['Sunflower7&', false],
  ])('%s -> %s', async (password, expected) => {
    expect(await isGuessable(password)).toBe(expected);
  });

  it("counts the person's own name and address against the password", async () => {
    expect(await isGuessable('Adalovelace1!')).toBe(false);
    expect(await isGuessable('Adalovelace1!', ['Ada Lovelace', 'ada.lovelace@example.test'])).toBe(true);
  });
});

describe('through the API', () => {
  const t = setUpTestApp();

  it('refuses a common password at sign-up with a field error', async () => {
    const res = await post(t, '/api/account/sign-up', {
      fullName: 'Ada Lovelace',
      email: uniqueEmail(),
      password: 'Password1!',
      confirmPassword: 'Password1!',
      acceptTerms: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'password', message: GUESSABLE_PASSWORD_MESSAGE }]);
  });

  it('refuses one when changing a password', async () => {
    const { cookie, password } = await signUpVerified(t);
    const res = await post(
      t,
      '/api/account/password',
      { currentPassword: password, newPassword: 'Qwerty123!', confirmPassword: 'Qwerty123!' },
      cookie,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'newPassword', message: GUESSABLE_PASSWORD_MESSAGE }]);
  });

  it('refuses one when resetting a password, in words the reset page shows', async () => {
    const { email } = await signUpVerified(t);
    await post(t, '/api/auth/request-password-reset', { email, redirectTo: '/password-reset' });
    const token = tokenFromLink((await latestEmail(t, email, 'recovery'))!.links[0]);
    const res = await post(t, '/api/auth/reset-password', { token, newPassword: 'P@ssw0rd' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'WEAK_PASSWORD', detail: GUESSABLE_PASSWORD_MESSAGE });
  });

  it('answers the strength meter, counting the name typed so far', async () => {
    const ask = async (password: string, personal: string[] = []) =>
      (await post(t, '/api/account/password-check', { password, personal })).json();
    expect(await ask('P@ssw0rd')).toEqual({ guessable: true, message: GUESSABLE_PASSWORD_MESSAGE });
    expect(await ask('Calm#River22')).toEqual({ guessable: false, message: null });
    expect((await ask('Adalovelace1!', ['Ada Lovelace'])).guessable).toBe(true);
  });
});
