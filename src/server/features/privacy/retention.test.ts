import { type SQL, eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpIsolatedTestApp } from '#server/testing/set-up-test-app';
import { emailMessages } from '#server/platform/email/schema';
import { latestEmail, post, signUpVerified, waitFor } from '#server/testing/auth-helpers';
import { createLaunchGateService } from '../launch-gate/service';
import { siteSettings } from '../launch-gate/schema';
import { SWEEP_SETTING, createDailySweep, sweepOverdue } from './daily-sweep';
import { DELETION_QUEUE, FORGET_CONFIRMATION_QUEUE, SWEEP_CLAIM_MS, claimSweep } from './jobs';
import { FORGOTTEN_ADDRESS, retentionRules } from './retention';
import { dataDeletionRequests } from './schema';

// The daily sweep deletes across whole tables, so this file runs on a database of its own.
const t = setUpIsolatedTestApp();
let userId: string;
beforeAll(async () => {
  userId = (await signUpVerified(t)).userId;
});

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
function monthsBefore(now: Date, months: number): Date {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
}

type Row = Record<string, unknown>;
async function insert(table: string, row: Row): Promise<string> {
  const columns = Object.keys(row);
  const values = Object.values(row).map((v) => (v instanceof Date ? sql`${v.toISOString()}::timestamptz` : sql`${v}`));
  const result = await t.database.db.execute(
    sql`insert into ${sql.identifier(table)} (${sql.join(
      columns.map((c) => sql.identifier(c)),
      sql`, `,
    )}) values (${sql.join(values, sql`, `)}) returning id::text as id`,
  );
  return String((result as unknown as { rows: Row[] }).rows[0].id);
}
async function exists(table: string, id: string): Promise<boolean> {
  const result = await t.database.db.execute(sql`select 1 from ${sql.identifier(table)} where id::text = ${id}`);
  return (result as unknown as { rows: Row[] }).rows.length > 0;
}

/**
 * Each promise of the registry, with its numbers written out here (not read from the registry):
 * a row just inside the period stays, a row just outside it goes.
 */
const now = new Date();
const CASES: { table: string; row: (at: Date) => Row; inside: Date; outside: Date }[] = [
  {
    table: 'email_messages',
    row: (at) => ({ type: 'signup', to_address: 'old@example.test', subject: 'Hi', text: 'Hi', html: '<p>Hi</p>', created_at: at }),
    inside: new Date(now.getTime() - 90 * DAY + HOUR),
    outside: new Date(now.getTime() - 90 * DAY - HOUR),
  },
  {
    table: 'page_views',
    row: (at) => ({ session_id: randomUUID(), page_path: '/old', page_title: 'Old', created_at: at }),
    inside: new Date(monthsBefore(now, 13).getTime() + HOUR),
    outside: new Date(monthsBefore(now, 13).getTime() - HOUR),
  },
  {
    table: 'geographic_device_metrics',
    row: (at) => ({ session_id: randomUUID(), page_path: '/old', created_at: at }),
    inside: new Date(monthsBefore(now, 13).getTime() + HOUR),
    outside: new Date(monthsBefore(now, 13).getTime() - HOUR),
  },
  {
    table: 'contact_messages',
    row: (at) => ({
      name: 'Ada',
      email: 'ada@example.test',
      topic: 'Feedback',
      message: 'Hello',
      status: 'answered',
      handled_at: at,
      created_at: at,
    }),
    inside: new Date(monthsBefore(now, 12).getTime() + HOUR),
    outside: new Date(monthsBefore(now, 12).getTime() - HOUR),
  },
  {
    table: 'orders',
    row: (at) => ({
      public_number: `RS-${randomUUID().slice(0, 8)}`,
      email: 'ada@example.test',
      provider: 'test',
      subtotal_cents: 4700,
      total_cents: 4700,
      created_at: at,
    }),
    inside: new Date(monthsBefore(now, 84).getTime() + HOUR),
    outside: new Date(monthsBefore(now, 84).getTime() - HOUR),
  },
  {
    table: 'refund_requests',
    row: (at) => ({ order_number: 'RS-ABCD1234', email: 'ada@example.test', reason: 'Not for me', created_at: at }),
    inside: new Date(monthsBefore(now, 84).getTime() + HOUR),
    outside: new Date(monthsBefore(now, 84).getTime() - HOUR),
  },
  {
    table: 'coach_applications',
    row: (at) => ({ name: 'Ada', email: 'ada@example.test', credentials: 'ICF', experience: 'Years', approach: 'Gently', created_at: at }),
    inside: new Date(monthsBefore(now, 24).getTime() + HOUR),
    outside: new Date(monthsBefore(now, 24).getTime() - HOUR),
  },
  {
    table: 'security_events',
    row: (at) => ({ kind: 'sign_in_failed', user_id: userId, ip_truncated: '203.0.113.0', country: 'GB', created_at: at }),
    inside: new Date(now.getTime() - 90 * DAY + HOUR),
    outside: new Date(now.getTime() - 90 * DAY - HOUR),
  },
  {
    table: 'rate_limits',
    row: (at) => ({ id: randomUUID(), key: `ip-${randomUUID()}`, count: 1, last_request: at.getTime() }),
    inside: new Date(now.getTime() - DAY + HOUR),
    outside: new Date(now.getTime() - DAY - HOUR),
  },
  {
    table: 'sign_in_throttle',
    row: (at) => ({ id: randomUUID(), failures: 3, last_failed_at: at }),
    inside: new Date(now.getTime() - DAY + HOUR),
    outside: new Date(now.getTime() - DAY - HOUR),
  },
  {
    table: 'realtime_events',
    row: (at) => ({ user_id: userId, type: 'profile.updated', data: JSON.stringify({ fields: ['x'] }), created_at: at }),
    inside: new Date(now.getTime() - DAY + HOUR),
    outside: new Date(now.getTime() - DAY - HOUR),
  },
  {
    table: 'sessions',
    row: (at) => ({ id: randomUUID(), token: randomUUID(), user_id: userId, expires_at: at }),
    inside: new Date(now.getTime() + 60_000),
    outside: new Date(now.getTime() - 60_000),
  },
  {
    table: 'verifications',
    row: (at) => ({ id: randomUUID(), identifier: `reset-${randomUUID()}`, value: 'x', expires_at: at }),
    inside: new Date(now.getTime() + 60_000),
    outside: new Date(now.getTime() - 60_000),
  },
];

describe('retention sweep', () => {
  it('has a case here for every table the registry gives a retention rule', () => {
    const afterLaunch = ['access_code_uses', 'beta_waitlist']; // tested below
    expect(
      retentionRules()
        .map(([table]) => table)
        .sort(),
    ).toEqual([...CASES.map((c) => c.table), ...afterLaunch].sort());
  });

  it('deletes rows just outside each period, keeps rows just inside it and rows of tables kept as long as the account', async () => {
    const ids = [];
    for (const c of CASES) {
      ids.push({ table: c.table, inside: await insert(c.table, c.row(c.inside)), outside: await insert(c.table, c.row(c.outside)) });
    }
    // Kept as long as the account exists, however old.
    const decadeAgo = new Date(now.getTime() - 3650 * DAY);
    const lasting = [
      {
        table: 'journal_entries',
        id: await insert('journal_entries', { user_id: userId, title: 'Old', body: 'Kept', created_at: decadeAgo }),
      },
      { table: 'audit_log', id: await insert('audit_log', { actor_user_id: userId, action: 'tier.set', created_at: decadeAgo }) },
      {
        table: 'contact_messages',
        id: await insert('contact_messages', {
          name: 'Bo',
          email: 'bo@example.test',
          topic: 'Help',
          message: 'Unanswered',
          created_at: decadeAgo,
        }),
      },
    ];

    const report = await t.services.privacy.dailySweep(now);

    for (const { table, inside, outside } of ids) {
      expect(await exists(table, outside), `${table}: just outside the period`).toBe(false);
      expect(await exists(table, inside), `${table}: just inside the period`).toBe(true);
      expect(report.removed[table], `${table} count`).toBeGreaterThanOrEqual(1);
    }
    for (const { table, id } of lasting) expect(await exists(table, id), `${table} kept`).toBe(true);
    // The account's own fresh rows are untouched.
    expect((await t.database.execute(`select count(*)::int as n from sessions where user_id = $1`, [userId])).rows[0].n).toBeGreaterThan(0);
    expect((await t.database.execute(`select count(*)::int as n from users where id = $1`, [userId])).rows[0].n).toBe(1);

    // Running it again (another instance, a retry) finds nothing more.
    const again = await t.services.privacy.dailySweep(now);
    for (const c of CASES) expect(again.removed[c.table], c.table).toBe(0);
  });

  it('logs one line with the rows removed per table', async () => {
    const lines: { details: object; message: string }[] = [];
    const sweep = createDailySweep({
      db: t.database.db,
      log: { info: (details, message) => lines.push({ details, message }), error: () => {} },
      purgeExpiredExports: async () => 0,
      dueDeletions: async () => [],
      runDeletion: async () => false,
    });
    const c = CASES[0];
    await insert(c.table, c.row(c.outside));
    await sweep(now);
    expect(lines).toHaveLength(1);
    expect(lines[0].message).toMatch(
      /^privacy sweep: email_messages 1 past retention removed; 0 export archives dropped, 0 due deletions run/,
    );
    expect(lines[0].details).toMatchObject({ removed: { email_messages: 1, page_views: 0 }, deletionsRun: 0 });
  });
});

describe('deletion safety net', () => {
  async function requestDeletion() {
    const me = await signUpVerified(t);
    const request = (await post(t, '/api/privacy/deletion', {}, me.cookie)).json();
    return { me, request };
  }

  it('runs a due deletion whose own job was lost, and leaves requests still in their grace period', async () => {
    const due = await requestDeletion();
    const waiting = await requestDeletion();
    const lost = await t.database.execute(`delete from pgboss.job where name = $1 and data->>'requestId' = $2 returning id`, [
      DELETION_QUEUE,
      due.request.id,
    ]);
    expect(lost.rows).toHaveLength(1);
    // Only the first is past its grace period at this moment.
    await t.database.db
      .update(dataDeletionRequests)
      .set({ scheduledFor: new Date(now.getTime() - HOUR) })
      .where(eq(dataDeletionRequests.id, due.request.id));

    const report = await t.services.privacy.dailySweep(new Date());
    expect(report).toMatchObject({ deletionsRun: 1, deletionsFailed: 0 });
    const status = async (id: string) =>
      (await t.database.db.select().from(dataDeletionRequests).where(eq(dataDeletionRequests.id, id)))[0];
    expect(await status(due.request.id)).toMatchObject({ status: 'completed', userId: null, email: null });
    expect((await t.database.execute(`select 1 from users where id = $1`, [due.me.userId])).rows).toHaveLength(0);
    expect(await status(waiting.request.id)).toMatchObject({ status: 'pending', userId: waiting.me.userId });
    expect((await t.database.execute(`select 1 from users where id = $1`, [waiting.me.userId])).rows).toHaveLength(1);
    await post(t, `/api/privacy/deletion/${waiting.request.id}/cancel`, {}, waiting.me.cookie);
  });

  it('deletes and emails once when the job and the sweep run the same request at the same moment', async () => {
    const { me, request } = await requestDeletion();
    const later = new Date(Date.now() + 8 * DAY);
    const results = await Promise.all([
      t.services.privacy.runDeletion(request.id, later),
      t.services.privacy.runDeletion(request.id, later),
    ]);
    expect(results.sort()).toEqual([false, true]);
    const { rows } = await t.database.execute(
      `select count(*)::int as n from email_messages where type = 'data_deletion_done' and to_address = $1`,
      [me.email],
    );
    expect(rows[0].n).toBe(1);
  });
});

describe("the 'deletion done' confirmation", () => {
  it('keeps no address or name once delivered, and is anonymised by a job scheduled after it', async () => {
    const me = await signUpVerified(t, { fullName: 'Zephyrine Quill' });
    const request = (await post(t, '/api/privacy/deletion', {}, me.cookie)).json();
    expect(await t.services.privacy.runDeletion(request.id, new Date(Date.now() + 8 * DAY))).toBe(true);
    const sent = await waitFor(async () => {
      const row = await latestEmail(t, me.email, 'data_deletion_done');
      return row?.status === 'sent' ? row : null;
    });
    expect(sent.text).toContain('Hi Zephyrine,');
    // Its anonymisation is queued for ten minutes after the deletion.
    const { rows: queued } = await t.database.execute(
      `select start_after from pgboss.job where name = $1 and state = 'created' order by created_on desc limit 1`,
      [FORGET_CONFIRMATION_QUEUE],
    );
    const minutes = (new Date(String(queued[0].start_after)).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);
    // A confirmation not yet delivered keeps its address (it is still needed).
    const [unsent] = await t.database.db
      .insert(emailMessages)
      .values({
        type: 'data_deletion_done',
        toAddress: 'still-sending@example.test',
        subject: 'S',
        text: 'Hi Someone',
        html: '<p>Hi Someone</p>',
      })
      .returning();

    const report = await t.services.privacy.dailySweep(new Date());
    expect(report.confirmationsForgotten).toBeGreaterThanOrEqual(1);
    const [row] = await t.database.db.select().from(emailMessages).where(eq(emailMessages.id, sent.id));
    expect(row).toMatchObject({ type: 'data_deletion_done', status: 'sent', toAddress: FORGOTTEN_ADDRESS, userId: null, links: [] });
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(`${row.subject} ${row.text} ${row.html}`).not.toMatch(/Zephyrine/);
    expect((await t.database.db.select().from(emailMessages).where(eq(emailMessages.id, unsent.id)))[0].toAddress).toBe(
      'still-sending@example.test',
    );
    // Nothing anywhere names the person now.
    expect(await tablesMentioning(me.email, me.userId)).toEqual([]);
  });
});

describe('until the launch (access code uses, waitlist)', () => {
  it('keeps them while the gate was never opened or is closed, then clears each its period after the launch', async () => {
    const gate = createLaunchGateService(t.database.db);
    const [code] = (
      await t.database.execute(`insert into access_codes (code, name) values ($1, 'Friends') returning id`, [
        `C-${randomUUID().slice(0, 8)}`,
      ])
    ).rows;
    const use = await insert('access_code_uses', { code_id: code.id, session_id: randomUUID(), ip_address: '203.0.113.5' });
    const waiting = await insert('beta_waitlist', { email: `early-${randomUUID().slice(0, 8)}@example.test` });
    const sweepAt = (days: number) => t.services.privacy.dailySweep(new Date(Date.now() + days * DAY));

    await sweepAt(100); // never switched: no launch yet
    await gate.setGated(userId, true);
    await sweepAt(100); // gated: still before the launch
    expect([await exists('access_code_uses', use), await exists('beta_waitlist', waiting)]).toEqual([true, true]);

    await gate.setGated(userId, false); // the launch
    await sweepAt(6.9);
    expect([await exists('access_code_uses', use), await exists('beta_waitlist', waiting)]).toEqual([true, true]);
    await sweepAt(7.1);
    expect([await exists('access_code_uses', use), await exists('beta_waitlist', waiting)]).toEqual([false, true]);
    await sweepAt(29.9);
    expect(await exists('beta_waitlist', waiting)).toBe(true);
    await sweepAt(30.1);
    expect(await exists('beta_waitlist', waiting)).toBe(false);
    // The code itself and its count stay.
    expect((await t.database.execute(`select 1 from access_codes where id = $1`, [code.id])).rows).toHaveLength(1);
  });
});

/** Tables with any row whose text contains the address or the id (independent of the registry). */
async function tablesMentioning(email: string, id: string): Promise<string[]> {
  const { rows } = await t.database.execute(
    `select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`,
  );
  const found: string[] = [];
  for (const { table_name } of rows) {
    const where: SQL = sql`strpos(lower(r::text), ${email.toLowerCase()}) > 0 or strpos(r::text, ${id}) > 0`;
    const hit = await t.database.db.execute(sql`select 1 from ${sql.identifier(String(table_name))} r where ${where} limit 1`);
    if ((hit as unknown as { rows: Row[] }).rows.length) found.push(String(table_name));
  }
  return found;
}

describe('a missed daily sweep (no instance running at 03:17 UTC)', () => {
  const forget = () => t.database.db.delete(siteSettings).where(eq(siteSettings.key, SWEEP_SETTING));
  const lastRun = async () => {
    const [row] = await t.database.db.select().from(siteSettings).where(eq(siteSettings.key, SWEEP_SETTING));
    return row?.value.lastRunAt as string | undefined;
  };

  it.each([
    [0, false],
    [24 * HOUR, false],
    [25 * HOUR - 1, false],
    [25 * HOUR, true],
    [40 * DAY, true],
  ])('%d ms after the last sweep: overdue %s', async (since, overdue) => {
    const at = new Date('2026-03-01T03:17:00.000Z');
    await t.services.privacy.dailySweep(at);
    expect(await lastRun()).toBe(at.toISOString());
    expect(await sweepOverdue(t.database.db, new Date(at.getTime() + since))).toBe(overdue);
  });

  it('is claimed by exactly one of several jobs meeting at once (two instances started together)', async () => {
    const at = new Date('2026-04-01T03:17:00.000Z');
    const claims = await Promise.all([claimSweep(t.database.db, at), claimSweep(t.database.db, at), claimSweep(t.database.db, at)]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimSweep(t.database.db, new Date(at.getTime() + SWEEP_CLAIM_MS - 1))).toBe(false);
    expect(await claimSweep(t.database.db, new Date(at.getTime() + SWEEP_CLAIM_MS + 1))).toBe(true);
    await t.database.db.delete(siteSettings).where(eq(siteSettings.key, 'privacy_sweep_claim'));
  });

  it('is queued when the server starts after one was missed (or none ever ran), and then runs', async () => {
    await forget();
    expect(await sweepOverdue(t.database.db)).toBe(true);
    const before = Date.now();
    expect(await t.services.privacy.queueMissedSweep()).toEqual(expect.any(String));
    // The queue's worker runs it, which notes the run: nothing is overdue any more.
    const ran = await waitFor(async () => {
      const at = await lastRun();
      return at && Date.parse(at) >= before - 1000 ? at : null;
    }, 20_000);
    expect(Date.now() - Date.parse(ran)).toBeLessThan(60_000);
    expect(await t.services.privacy.queueMissedSweep()).toBeNull();
  });
});
