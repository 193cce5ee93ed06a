import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { HIDDEN_TITLE, PRIVATE_TEXT_CODE, READ_ONLY_CODE, READ_ONLY_MESSAGE } from '#shared/access/impersonation';
import type { Actor } from '#shared/access/policy';
import { get, latestEmail, post, signUpVerified, signUpStaff } from '#server/testing/auth-helpers';
import { CHECKIN_RATINGS } from '#server/testing/checkin';
import { makeActor } from '#server/testing/test-app';
import { setUpTestApp } from '#server/testing/set-up-test-app';
import { type Method, callerOf } from '#server/testing/requests';
import { privacySettings } from '../privacy/schema';
import { auditLog } from './schema';
import { startImpersonation, viewingAs } from '#server/testing/impersonation';

const t = setUpTestApp();

const call = callerOf(t);

/** A member with a journal entry, a check-in note and a module reflection. */
async function memberWithWords() {
  const member = makeActor();
  expect((await call(member, 'POST', '/api/journal', { title: 'Tuesday', body: 'Only for me', mood: 3, tags: [] })).statusCode).toBe(201);
  expect((await call(member, 'POST', '/api/wellness/checkins', { ...CHECKIN_RATINGS, notes: 'A private note' })).statusCode).toBe(201);
  const detail = (await call(member, 'GET', '/api/edits/rest-without-guilt')).json();
  const module = (detail.modules as { slug: string }[])[0]!.slug;
  expect(
    (await call(member, 'PUT', `/api/edits/rest-without-guilt/modules/${module}/reflection`, { answer: 'My reflection' })).statusCode,
  ).toBe(200);
  expect((await call(member, 'PUT', '/api/assessments/supplemental', { answers: supplemental })).statusCode).toBe(200);
  return { member, module };
}

const month = new Date().toISOString().slice(0, 7);
const supplemental = { support_people: 1, anything_else: 'My own words' };

describe('impersonation is read-only (issue 16)', () => {
  const writes: [Method, string, object][] = [
    ['POST', '/api/wellness/checkins', CHECKIN_RATINGS],
    ['POST', '/api/journal', { title: 'By staff', body: 'Should not be saved', mood: null, tags: [] }],
    ['PUT', '/api/privacy/settings', { marketing_emails: true, analytics_tracking: true, personalization: true, data_sharing: true }],
    ['PUT', '/api/privacy/support-access', { hours: 168 }],
    ['POST', '/api/privacy/export', {}],
  ];
  for (const [method, url, payload] of writes) {
    it(`refuses ${method} ${url} with a clear message and saves nothing`, async () => {
      const member = makeActor();
      const res = await call(viewingAs(member), method, url, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: READ_ONLY_CODE, detail: READ_ONLY_MESSAGE });
    });
  }

  it('keeps the member’s history as it was', async () => {
    const member = makeActor();
    await call(viewingAs(member), 'POST', '/api/wellness/checkins', CHECKIN_RATINGS);
    expect((await call(member, 'GET', '/api/wellness/checkins')).json().checkins).toEqual([]);
    expect((await call(member, 'GET', '/api/privacy/support-access')).json()).toEqual({ until: null });
  });

  it('still lets the member write for themselves', async () => {
    expect((await call(makeActor(), 'POST', '/api/wellness/checkins', CHECKIN_RATINGS)).statusCode).toBe(201);
  });
});

describe('private words stay hidden without support access (issue 16)', () => {
  it('hides journal text, reflections and notes, and never hands out the data export', async () => {
    const { member, module } = await memberWithWords();
    const staff = viewingAs(member);
    for (const url of ['/api/journal', '/api/journal/tags', '/api/reflections', '/api/assessments/supplemental']) {
      const res = await call(staff, 'GET', url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code).toBe(PRIVATE_TEXT_CODE);
    }
    const checkins = (await call(staff, 'GET', '/api/wellness/checkins')).json().checkins;
    expect(checkins).toHaveLength(1);
    expect(checkins[0]).not.toHaveProperty('notes');
    expect(checkins[0].energy_level).toBe(4);
    const day = (await call(staff, 'GET', `/api/wellness/calendar?month=${month}`))
      .json()
      .days.find((d: { journal: unknown[] }) => d.journal.length);
    expect(day.journal[0].title).toBe(HIDDEN_TITLE);
    expect(day.checkins[0]).not.toHaveProperty('notes');
    expect((await call(staff, 'GET', `/api/edits/rest-without-guilt/modules/${module}`)).json().reflection.answer).toBeNull();
    const download = await call(staff, 'GET', '/api/privacy/exports/00000000-0000-4000-8000-000000000000/download');
    expect(download.statusCode).toBe(403);

    // No spelling of the path gets around it (decided from the matched route, issue 14).
    for (const url of ['/%61pi/journal', '/a%70i/reflections', '/api/%6aournal']) {
      const res = await call(staff, 'GET', url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code, url).toBe(PRIVATE_TEXT_CODE);
    }
    expect((await call(staff, 'POST', '/%61pi/wellness/checkins', CHECKIN_RATINGS)).json().code).toBe(READ_ONLY_CODE);

    // The member sees all of it.
    expect((await call(member, 'GET', '/api/journal')).json().entries[0].body).toBe('Only for me');
    expect((await call(member, 'GET', '/api/wellness/checkins')).json().checkins[0].notes).toBe('A private note');
    expect((await call(member, 'GET', '/api/assessments/supplemental')).json().answers).toEqual(supplemental);
  });

  it('takes the written answers out of an assessment’s saved progress and keeps the chosen ones', () => {
    const words = t.routes.find((r) => r.method === 'GET' && r.url === '/api/assessments/:slug')?.privateWords;
    if (typeof words !== 'object') throw new Error('GET /api/assessments/:slug should declare a redaction');
    const { redact } = words;
    const reply = {
      definition: { slug: 'x' },
      progress: { answers: { q1: 3, q2: [1, 2], q3: 'My own words' }, position: 2, updatedAt: 'now' },
      latest: null,
    };
    expect(redact(reply)).toEqual({ ...reply, progress: { ...reply.progress, answers: { q1: 3, q2: [1, 2] } } });
    expect(redact({ ...reply, progress: null })).toEqual({ ...reply, progress: null });
  });

  it('leaves the chosen answers of saved progress to staff', async () => {
    const member = makeActor();
    expect(
      (await call(member, 'PUT', '/api/assessments/burnout-blueprint/progress', { answers: { exhaustion_1: 2 }, position: 1 })).statusCode,
    ).toBe(200);
    const res = await call(viewingAs(member), 'GET', '/api/assessments/burnout-blueprint');
    expect(res.statusCode).toBe(200);
    expect(res.json().progress).toMatchObject({ answers: { exhaustion_1: 2 }, position: 1 });
  });

  it('shows them while the member’s support access runs, and hides them again when it is withdrawn or over', async () => {
    const { member, module } = await memberWithWords();
    const staff = viewingAs(member);
    const granted = await call(member, 'PUT', '/api/privacy/support-access', { hours: 24 });
    expect(granted.statusCode).toBe(200);
    const hours = (Date.parse(granted.json().until) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    expect((await call(member, 'GET', '/api/privacy/support-access')).json()).toEqual(granted.json());

    expect((await call(staff, 'GET', '/api/journal')).json().entries[0].body).toBe('Only for me');
    expect((await call(staff, 'GET', '/api/reflections')).json().reflections[0].answer).toBe('My reflection');
    expect((await call(staff, 'GET', '/api/wellness/checkins')).json().checkins[0].notes).toBe('A private note');
    expect((await call(staff, 'GET', `/api/edits/rest-without-guilt/modules/${module}`)).json().reflection.answer).toBe('My reflection');
    expect((await call(staff, 'GET', '/api/assessments/supplemental')).json()).toMatchObject({ answers: supplemental, editable: true });

    expect((await call(member, 'PUT', '/api/privacy/support-access', { hours: 0 })).json()).toEqual({ until: null });
    expect((await call(staff, 'GET', '/api/journal')).statusCode).toBe(403);

    await call(member, 'PUT', '/api/privacy/support-access', { hours: 72 });
    const memberId = (member as Extract<Actor, { kind: 'user' }>).userId;
    await t.database.db
      .update(privacySettings)
      .set({ supportAccessUntil: new Date(Date.now() - 1000) })
      .where(eq(privacySettings.userId, memberId));
    expect((await call(staff, 'GET', '/api/journal')).statusCode).toBe(403);
    expect((await call(member, 'GET', '/api/privacy/support-access')).json()).toEqual({ until: null });
  });

  it('takes only the offered lengths of time', async () => {
    for (const hours of [1, 25, -24, 10_000]) {
      expect((await call(makeActor(), 'PUT', '/api/privacy/support-access', { hours })).statusCode, String(hours)).toBe(400);
    }
  });
});

describe('a real impersonation session (issue 16)', () => {
  it('needs the reason confirmed, refuses writes, and emails the member who, when and why', async () => {
    const admin = await signUpStaff(t, 'super_admin', { fullName: 'Sam Support' });
    const member = await signUpVerified(t, { fullName: 'Maya Member' });

    const unconfirmed = await post(
      t,
      '/api/admin/impersonation',
      { target_user_id: member.userId, reason: 'Plan will not load' },
      admin.cookie,
    );
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().errors).toEqual([expect.objectContaining({ field: 'reason_confirmed' })]);

    const { asMember } = await startImpersonation(t, admin, member.userId, 'Plan will not load');
    // The member's own device list names the view as support, not as a device to be wary of (review 4).
    const listed = (await get(t, '/api/account/sessions', member.cookie)).json().sessions as { current: boolean; supportView: boolean }[];
    expect(listed.map((s) => [s.current, s.supportView]).sort()).toEqual([
      [false, true],
      [true, false],
    ]);
    const write = await post(t, '/api/wellness/checkins', CHECKIN_RATINGS, asMember);
    expect(write.statusCode).toBe(403);
    expect(write.json().code).toBe(READ_ONLY_CODE);
    expect((await get(t, '/api/journal', asMember)).json().code).toBe(PRIVATE_TEXT_CODE);

    expect((await post(t, '/api/impersonation/end', {}, asMember)).statusCode).toBe(200);
    const mail = await latestEmail(t, member.email, 'support_view');
    expect(mail?.subject).toBe('A member of the Recalibrate team viewed your account');
    expect(mail?.text).toContain(`Who: Sam Support (${admin.email})`);
    expect(mail?.text).toMatch(/When: from \d{1,2} \w+ \d{4} at \d{2}:\d{2} UTC to \d{1,2} \w+ \d{4} at \d{2}:\d{2} UTC/);
    expect(mail?.text).toContain('Reason: Plan will not load');
    expect(mail?.links).toEqual(['http://localhost:3000/privacy-settings']);
    const [ended] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'impersonation.end'), eq(auditLog.targetUserId, member.userId)));
    expect(ended.actorUserId).toBe(admin.userId);
  });
});
