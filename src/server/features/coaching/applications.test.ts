import { beforeAll, describe, expect, it } from 'vitest';
import { APPLIED_ALREADY, COACH_APPLICATION_RECEIVED } from '#shared/contracts/coaching';
import { CONTACT_RECEIVED } from '#shared/contracts/site';
import { get, latestEmail, post, signUpVerified, uniqueEmail, signUpStaff } from '#server/testing/auth-helpers';
import { setUpTestApp } from '#server/testing/set-up-test-app';
import { expectFieldErrors, postFrom, randomIp } from '#server/testing/requests';

const t = setUpTestApp();
let staff: { cookie: string };
beforeAll(async () => {
  staff = await signUpStaff(t, 'admin');
});

describe('contact form', () => {
  it('stores a message for staff', async () => {
    const email = uniqueEmail('contact');
    const res = await postFrom(t, randomIp('198.51'), '/api/site/contact', {
      name: 'Ada',
      email,
      topic: 'Feedback',
      message: 'The check-in helped me today.',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: CONTACT_RECEIVED, crisisTier: 0 });
    const list = (await get(t, '/api/admin/contact-messages', staff.cookie)).json().messages;
    expect(list.find((m: { email: string }) => m.email === email)).toMatchObject({
      topic: 'Feedback',
      message: 'The check-in helped me today.',
    });
  });

  it('shows field errors and stores nothing on bad input', async () => {
    const res = await postFrom(t, randomIp('198.51'), '/api/site/contact', {
      name: 'A',
      email: 'nope',
      topic: 'Feedback',
      message: 'short',
    });
    expectFieldErrors(res, ['email', 'message', 'name']);
  });

  it('is rate limited to 5 messages per 15 minutes per address', async () => {
    const ip = randomIp('198.51');
    const codes = [];
    for (let i = 0; i < 6; i++) {
      codes.push(
        (
          await postFrom(t, ip, '/api/site/contact', {
            name: 'Ada',
            email: uniqueEmail(),
            topic: 'Feedback',
            message: 'Another kind message.',
          })
        ).statusCode,
      );
    }
    expect(codes).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe('coach applications', () => {
  const application = (email: string) => ({
    name: 'Audre Lorde',
    email,
    credentials: 'ICF PCC',
    experience: 'Ten years coaching nurses and teachers through burnout.',
    approach: 'Slow, body-first, and led by what the person needs.',
    links: ['https://example.org/about'],
  });

  it('a visitor applies; staff approve with a note and the applicant is emailed', async () => {
    const email = uniqueEmail('coach');
    const res = await postFrom(t, randomIp('198.51'), '/api/coaching/applications', application(email));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'pending', decisionNote: COACH_APPLICATION_RECEIVED });
    const id = res.json().id;
    const pending = (await get(t, '/api/admin/coach-applications?status=pending', staff.cookie)).json().applications;
    expect(pending.map((a: { id: string }) => a.id)).toContain(id);
    const decided = await post(
      t,
      `/api/admin/coach-applications/${id}/decision`,
      { decision: 'approved', note: 'Welcome aboard.' },
      staff.cookie,
    );
    expect(decided.json()).toMatchObject({ status: 'approved', decisionNote: 'Welcome aboard.' });
    const mail = await latestEmail(t, email, 'coach_approved');
    expect(mail?.text).toContain('A note from our team: Welcome aboard.');
    // A decision is final.
    expect((await post(t, `/api/admin/coach-applications/${id}/decision`, { decision: 'declined' }, staff.cookie)).statusCode).toBe(409);
  });

  it('refuses links that are not web addresses', async () => {
    const res = await postFrom(t, randomIp('198.51'), '/api/coaching/applications', {
      ...application(uniqueEmail()),
      links: ['javascript:alert(1)'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('links.0');
  });

  it('a member applies once at a time: the page can say it is being read, and a second is refused until a decision', async () => {
    const member = await signUpVerified(t);
    expect((await get(t, '/api/coaching/applications/mine')).statusCode).toBe(401);
    expect((await get(t, '/api/coaching/applications/mine', member.cookie)).json()).toEqual({ pending: null });
    const first = await post(t, '/api/coaching/applications', application(member.email), member.cookie);
    expect(first.statusCode).toBe(201);
    const mine = (await get(t, '/api/coaching/applications/mine', member.cookie)).json();
    expect(mine).toEqual({ pending: { email: member.email, createdAt: first.json().createdAt } });
    const again = await post(t, '/api/coaching/applications', application(member.email), member.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual([{ field: 'email', message: APPLIED_ALREADY }]);
    await post(t, `/api/admin/coach-applications/${first.json().id}/decision`, { decision: 'declined' }, staff.cookie);
    expect((await get(t, '/api/coaching/applications/mine', member.cookie)).json()).toEqual({ pending: null });
    expect((await post(t, '/api/coaching/applications', application(member.email), member.cookie)).statusCode).toBe(201);
  });

  it('only staff review applications', async () => {
    const member = await signUpVerified(t);
    expect((await get(t, '/api/admin/coach-applications', member.cookie)).statusCode).toBe(403);
  });
});

describe('hardship applications', () => {
  const applyForHardship = (cookie: string, situation: string, requestedLevel: number) =>
    post(t, '/api/memberships/hardship', { situation, requestedLevel }, cookie);
  const decideHardship = (id: string, decision: object) =>
    post(t, `/api/admin/hardship-applications/${id}/decision`, decision, staff.cookie);

  it('a member applies once at a time; staff approve and the level is stored and emailed', async () => {
    const member = await signUpVerified(t);
    const res = await applyForHardship(member.cookie, 'I lost my job in March and money is tight.', 75);
    expect(res.statusCode).toBe(201);
    expect((await applyForHardship(member.cookie, 'Asking again for the same reason.', 100)).statusCode).toBe(409);
    const id = res.json().id;
    const decided = await decideHardship(id, { decision: 'approved' });
    expect(decided.json()).toMatchObject({ status: 'approved', approvedLevel: 75, email: member.email });
    expect((await get(t, '/api/memberships/hardship', member.cookie)).json().applications[0]).toMatchObject({
      status: 'approved',
      approvedLevel: 75,
    });
    expect((await latestEmail(t, member.email, 'hardship_approved'))?.text).toContain('75% off');
  });

  it('staff may grant a different level, or decline', async () => {
    const a = await signUpVerified(t);
    const b = await signUpVerified(t);
    const idA = (await applyForHardship(a.cookie, 'Caring for my mother full time.', 100)).json().id;
    const idB = (await applyForHardship(b.cookie, 'Between contracts for now.', 50)).json().id;
    expect((await decideHardship(idA, { decision: 'approved', approvedLevel: 50 })).json().approvedLevel).toBe(50);
    expect((await decideHardship(idB, { decision: 'declined', note: 'Try again in spring.' })).json()).toMatchObject({
      status: 'declined',
      approvedLevel: null,
    });
    expect(await latestEmail(t, b.email, 'hardship_declined')).not.toBeNull();
  });

  it('rejects a level that is not offered', async () => {
    const member = await signUpVerified(t);
    const res = await applyForHardship(member.cookie, 'A long enough description here.', 60);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('requestedLevel');
  });

  it('needs an account', async () => {
    expect((await applyForHardship('', 'A long enough description here.', 50)).statusCode).toBe(401);
  });
});
