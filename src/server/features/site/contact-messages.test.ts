import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type Actor, VISITOR } from '#shared/access/policy';
import { uniqueEmail } from '#server/testing/auth-helpers';
import { makeActor } from '#server/testing/test-app';
import { setUpTestApp } from '#server/testing/set-up-test-app';
import { expectFieldErrors, callerOf } from '#server/testing/requests';
import { auditLog } from '../admin/schema';
import { contactMessages } from './schema';

/** Staff review of /contact messages: /api/admin/contact-messages (list, filter, mark answered). */
const t = setUpTestApp();

const ADMIN_ID = randomUUID();
const admin = makeActor({ userId: ADMIN_ID, staffRole: 'admin' });
const UNKNOWN_ID = '00000000-0000-4000-8000-00000000c0de';

const call = callerOf(t);

async function storeMessage(message = 'The check-in helped me today.\nThank you.', createdAt = new Date()) {
  const email = uniqueEmail('contact');
  const [row] = await t.database.db
    .insert(contactMessages)
    .values({ name: 'Ada', email, topic: 'Feedback', message, createdAt })
    .returning();
  return row;
}

type Listed = { id: string; status: string; handledAt: string | null };
const ids = async (query = '') =>
  ((await call(admin, 'GET', `/api/admin/contact-messages${query}`)).json().messages as Listed[]).map((m) => m.id);

describe('/api/admin/contact-messages', () => {
  it('is refused to visitors (401), members and analysts (403)', async () => {
    const { id } = await storeMessage();
    const refusals: [Actor, number][] = [
      [VISITOR, 401],
      [makeActor(), 403],
      [makeActor({ tier: 'premium', isCoach: true }), 403],
      [makeActor({ staffRole: 'analyst' }), 403],
    ];
    for (const [actor, status] of refusals) {
      expect((await call(actor, 'GET', '/api/admin/contact-messages')).statusCode).toBe(status);
      const patched = await call(actor, 'PATCH', `/api/admin/contact-messages/${id}`, { status: 'answered' });
      expect(patched.statusCode).toBe(status);
      expect(patched.body).not.toContain('Ada');
    }
    const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({ status: 'new', handledBy: null, handledAt: null });
  });

  it('lists new messages for an admin, newest first, with their status', async () => {
    // A minute apart: two rows stored in the same instant have no order between them.
    const older = await storeMessage(undefined, new Date(Date.now() - 60_000));
    const newer = await storeMessage();
    const res = await call(admin, 'GET', '/api/admin/contact-messages');
    expect(res.statusCode).toBe(200);
    const messages = res.json().messages as Listed[];
    expect(messages.find((m) => m.id === newer.id)).toEqual({
      id: newer.id,
      name: 'Ada',
      email: newer.email,
      topic: 'Feedback',
      message: 'The check-in helped me today.\nThank you.',
      urgent: false,
      status: 'new',
      handledAt: null,
      createdAt: newer.createdAt.toISOString(),
    });
    const order = messages.map((m) => m.id);
    expect(order.indexOf(newer.id)).toBeLessThan(order.indexOf(older.id));
    expect(order.indexOf(older.id)).toBeGreaterThanOrEqual(0);
  });

  it('marks a message answered (keeping who and when), filters by status, and marks it new again', async () => {
    const answered = await storeMessage();
    const waiting = await storeMessage();

    const res = await call(admin, 'PATCH', `/api/admin/contact-messages/${answered.id}`, { status: 'answered' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: answered.id, status: 'answered' });
    expect(Date.parse(res.json().handledAt)).toBeGreaterThan(Date.now() - 60_000);
    const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, answered.id));
    expect(row).toMatchObject({ status: 'answered', handledBy: ADMIN_ID });

    expect(await ids('?status=answered')).toContain(answered.id);
    expect(await ids('?status=answered')).not.toContain(waiting.id);
    expect(await ids('?status=new')).toContain(waiting.id);
    expect(await ids('?status=new')).not.toContain(answered.id);
    expect(await ids()).toEqual(expect.arrayContaining([answered.id, waiting.id]));

    const back = await call(admin, 'PATCH', `/api/admin/contact-messages/${answered.id}`, { status: 'new' });
    expect(back.json()).toMatchObject({ id: answered.id, status: 'new', handledAt: null });
    const [reopened] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, answered.id));
    expect(reopened).toMatchObject({ status: 'new', handledBy: null, handledAt: null });
    expect(await ids('?status=new')).toContain(answered.id);

    // Both changes are in the staff audit log, with who made them.
    // (In either order: two changes in the same instant have no order between them.)
    const audited = await t.database.db.select().from(auditLog).where(eq(auditLog.actorUserId, ADMIN_ID));
    expect(audited).toHaveLength(2);
    expect(audited.map((entry) => [entry.action, entry.details])).toEqual(
      expect.arrayContaining([
        ['contact_message.status', { messageId: answered.id, status: 'answered' }],
        ['contact_message.status', { messageId: answered.id, status: 'new' }],
      ]),
    );
  });

  it('answers 404 problem+json for a message that does not exist', async () => {
    const res = await call(admin, 'PATCH', `/api/admin/contact-messages/${UNKNOWN_ID}`, { status: 'answered' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({ status: 404, title: 'Not Found', detail: 'That message was not found. It may have been deleted.' });
  });

  it('gives field errors for a bad status, a bad id and a bad filter, and changes nothing', async () => {
    const { id } = await storeMessage();
    const bad = await call(admin, 'PATCH', `/api/admin/contact-messages/${id}`, { status: 'done' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ field: 'status', message: 'Choose new or answered.' }]);
    const missing = await call(admin, 'PATCH', `/api/admin/contact-messages/${id}`, {});
    expectFieldErrors(missing, ['status']);
    const badId = await call(admin, 'PATCH', '/api/admin/contact-messages/not-a-uuid', { status: 'answered' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().errors[0].field).toBe('params.id');
    const badFilter = await call(admin, 'GET', '/api/admin/contact-messages?status=spam');
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json().errors[0].field).toMatch(/status$/);
    const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row.status).toBe('new');
  });
});
