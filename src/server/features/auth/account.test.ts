import { PASSWORD_UNCHANGED } from '#shared/auth/fields';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from './schema';
import { CHANGE_EMAIL_MESSAGE, SAME_EMAIL_MESSAGE } from '#shared/contracts/auth';
import { cookieFrom, get, latestEmail, post, signIn, signUpVerified, tokenFromLink, uniqueEmail } from '#server/testing/auth-helpers';
import { setUpTestApp } from '#server/testing/set-up-test-app';

const t = setUpTestApp();

const patch = (url: string, payload: unknown, cookie: string) =>
  t.app.inject({ method: 'PATCH', url, payload: payload as object, headers: { cookie, origin: 'http://localhost:3000' } });
const del = (url: string, cookie: string) => t.app.inject({ method: 'DELETE', url, headers: { cookie, origin: 'http://localhost:3000' } });

describe('profile', () => {
  it('shows the profile with a referral code and count', async () => {
    const { cookie, email } = await signUpVerified(t, { fullName: 'Octavia Butler' });
    const res = await get(t, '/api/account/profile', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email,
      fullName: 'Octavia Butler',
      preferredName: null,
      tier: 'free',
      referralCount: 0,
      emailVerified: true,
      hasPassword: true,
    });
  });

  it('updates names and tells the other open tabs through the realtime bus', async () => {
    const { cookie, userId } = await signUpVerified(t);
    const events: string[] = [];
    const stop = t.services.bus.subscribe(userId, (e) => events.push(e.type));
    try {
      const res = await patch('/api/account/profile', { preferredName: 'Ada', fullName: 'Ada King' }, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ preferredName: 'Ada', fullName: 'Ada King' });
      expect((await get(t, '/api/session', cookie)).json().user).toMatchObject({ preferredName: 'Ada', fullName: 'Ada King' });
      const end = Date.now() + 3000;
      while (!events.includes('profile.updated') && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
      expect(events).toContain('profile.updated');
    } finally {
      stop();
    }
  });

  it('rejects a name with markup, keeping the old one', async () => {
    const { cookie } = await signUpVerified(t, { fullName: 'Ada Lovelace' });
    const res = await patch('/api/account/profile', { fullName: '<script>x</script>' }, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('fullName');
    expect((await get(t, '/api/account/profile', cookie)).json().fullName).toBe('Ada Lovelace');
  });

  it('is for members only', async () => {
    expect((await get(t, '/api/account/profile')).statusCode).toBe(401);
  });
});

describe('sessions', () => {
  it('lists active sessions, marking the current one', async () => {
    const account = await signUpVerified(t);
    await signIn(t, account.email, account.password);
    // Both sessions were last written an hour ago.
    await t.database.db
      .update(sessions)
      .set({ updatedAt: new Date(Date.now() - 60 * 60_000) })
      .where(eq(sessions.userId, account.userId));
    const res = await get(t, '/api/account/sessions', account.cookie);
    const list = res.json().sessions as { id: string; current: boolean; lastActiveAt: string; supportView: boolean }[];
    expect(list).toHaveLength(2);
    expect(list.filter((s) => s.current)).toHaveLength(1);
    expect(list.every((s) => !s.supportView)).toBe(true);
    // This device is in use as the list is read (review 4: it showed the sign-in time).
    expect(Date.now() - Date.parse(list.find((s) => s.current)!.lastActiveAt)).toBeLessThan(5_000);
    expect(Date.now() - Date.parse(list.find((s) => !s.current)!.lastActiveAt)).toBeGreaterThan(50 * 60_000);
  });

  it('pages the sessions with this one first, then the last active (decision 156)', async () => {
    const account = await signUpVerified(t);
    const others = [];
    for (let i = 0; i < 3; i++) others.push(await signIn(t, account.email, account.password));
    const seen: { id: string; current: boolean }[] = [];
    const pages: number[] = [];
    let cursor: string | null = null;
    do {
      const res = await get(t, `/api/account/sessions?limit=2${cursor ? `&cursor=${cursor}` : ''}`, account.cookie);
      const body = res.json() as { sessions: { id: string; current: boolean }[]; nextCursor: string | null };
      pages.push(body.sessions.length);
      seen.push(...body.sessions);
      cursor = body.nextCursor;
    } while (cursor && pages.length < 5);
    expect(pages).toEqual([2, 2]);
    // The oldest sign-in is this one (the account's own cookie): still first.
    expect(seen[0]).toMatchObject({ current: true });
    expect(new Set(seen.map((s) => s.id)).size).toBe(4);
    expect(seen.filter((s) => s.current)).toHaveLength(1);
    // Seen from the newest sign-in, the same sessions, it first.
    const fromLast = (await get(t, '/api/account/sessions', others[2]!.cookie)).json();
    expect(fromLast.sessions[0]).toMatchObject({ current: true });
    expect(fromLast.sessions.map((s: { id: string }) => s.id).sort()).toEqual(seen.map((s) => s.id).sort());
  });

  it('signs out one other session', async () => {
    const account = await signUpVerified(t);
    const laptop = await signIn(t, account.email, account.password);
    const list = (await get(t, '/api/account/sessions', account.cookie)).json().sessions as { id: string; current: boolean }[];
    const other = list.find((s) => !s.current)!;
    expect((await del(`/api/account/sessions/${other.id}`, account.cookie)).statusCode).toBe(200);
    expect((await get(t, '/api/session', laptop.cookie)).json().user).toBeNull();
    expect((await get(t, '/api/session', account.cookie)).json().user).not.toBeNull();
  });

  it("cannot end another member's session (404)", async () => {
    const me = await signUpVerified(t);
    const them = await signUpVerified(t);
    const theirs = (await get(t, '/api/account/sessions', them.cookie)).json().sessions[0];
    expect((await del(`/api/account/sessions/${theirs.id}`, me.cookie)).statusCode).toBe(404);
    expect((await get(t, '/api/session', them.cookie)).json().user).not.toBeNull();
  });

  it('signs out everywhere else at once', async () => {
    const account = await signUpVerified(t);
    const a = await signIn(t, account.email, account.password);
    const b = await signIn(t, account.email, account.password);
    expect((await post(t, '/api/account/sessions/revoke-others', {}, account.cookie)).statusCode).toBe(200);
    expect((await get(t, '/api/session', a.cookie)).json().user).toBeNull();
    expect((await get(t, '/api/session', b.cookie)).json().user).toBeNull();
    expect((await get(t, '/api/account/sessions', account.cookie)).json().sessions).toHaveLength(1);
  });
});

describe('password change', () => {
  it('needs the current password', async () => {
    const account = await signUpVerified(t);
    const res = await post(
      t,
      '/api/account/password',
      { currentPassword: 'Wrong-Stone9!', newPassword: 'Quiet-harbour-Light7?', confirmPassword: 'Quiet-harbour-Light7?' },
      account.cookie,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('currentPassword');
  });

  it('changes the password and signs out other sessions', async () => {
    const account = await signUpVerified(t);
    const other = await signIn(t, account.email, account.password);
    const res = await post(
      t,
      '/api/account/password',
      {
        currentPassword: account.password,
        newPassword: 'Quiet-harbour-Light7?',
        confirmPassword: 'Quiet-harbour-Light7?',
        signOutOtherSessions: true,
      },
      account.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect((await get(t, '/api/session', other.cookie)).json().user).toBeNull();
    expect((await get(t, '/api/session', cookieFrom(res, account.cookie))).json().user).not.toBeNull();
    expect((await signIn(t, account.email, 'Quiet-harbour-Light7?')).res.statusCode).toBe(200);
  });

  it('refuses a weak new password with a field error', async () => {
    const account = await signUpVerified(t);
    const res = await post(
      t,
      '/api/account/password',
      { currentPassword: account.password, newPassword: 'short', confirmPassword: 'short' },
      account.cookie,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('newPassword');
  });

  it('refuses the current password as the new one, under the new password', async () => {
    const account = await signUpVerified(t);
    const same = { currentPassword: account.password, newPassword: account.password, confirmPassword: account.password };
    const res = await post(t, '/api/account/password', same, account.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'newPassword', message: PASSWORD_UNCHANGED }]);
  });
});

describe('email change with re-authentication', () => {
  it('refuses without the right password', async () => {
    const account = await signUpVerified(t);
    const res = await post(t, '/api/account/email', { newEmail: uniqueEmail('new'), password: 'Wrong-Stone9!' }, account.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('password');
  });

  it('sends a confirmation to the new address and switches once it is opened', async () => {
    const account = await signUpVerified(t);
    const newEmail = uniqueEmail('new');
    const res = await post(t, '/api/account/email', { newEmail, password: account.password }, account.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(CHANGE_EMAIL_MESSAGE);
    // Nothing changes until the link is opened.
    expect((await get(t, '/api/account/profile', account.cookie)).json().email).toBe(account.email);
    const mail = await latestEmail(t, newEmail, 'email_change');
    expect(mail?.links[0]).toMatch(/\/auth\/confirm\?type=email_change&token=/);
    const opened = await get(t, `/api/auth/verify-email?token=${tokenFromLink(mail!.links[0])}`, account.cookie);
    expect(opened.statusCode).toBe(200);
    expect((await get(t, '/api/account/profile', cookieFrom(opened, account.cookie))).json().email).toBe(newEmail);
  });

  it('says at once when the new address is the one the account already has', async () => {
    const account = await signUpVerified(t);
    const res = await post(t, '/api/account/email', { newEmail: account.email.toUpperCase(), password: account.password }, account.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'newEmail', message: SAME_EMAIL_MESSAGE }]);
  });

  it('answers the same for an address another account has, and sends no link to it', async () => {
    const account = await signUpVerified(t);
    const other = await signUpVerified(t);
    const res = await post(t, '/api/account/email', { newEmail: other.email, password: account.password }, account.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(CHANGE_EMAIL_MESSAGE);
    expect(await latestEmail(t, other.email, 'email_change')).toBeFalsy();
    expect((await get(t, '/api/account/profile', account.cookie)).json().email).toBe(account.email);
  });
});
