import { randomUUID } from 'node:crypto';
import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { actorsByRole } from '#server/testing/test-app';
import { setUpIsolatedTestApp } from '#server/testing/set-up-test-app';
import { callAs, expectFieldErrors } from '#server/testing/requests';
import { newestFirstWithTie, tieWithinAMillisecond, walkPages } from '#server/testing/paging';
import { emailMessages } from '#server/platform/email/schema';
import { coachApplications } from '../coaching/schema';
import { hardshipApplications } from '../memberships/schema';
import { productReviews, refundRequests } from '../shop/schema';
import { contactMessages } from '../site/schema';
import { dataDeletionRequests, termsAcceptances } from '../privacy/schema';
import { users } from '../auth/schema';
import { auditLog } from './schema';

/**
 * Decision 156: the back office's growing lists answer a page (a size with a maximum) and the
 * cursor of the next, newest first; the contact inbox keeps its urgent messages first across pages.
 * A database of its own: these lists are everyone's rows, not one member's.
 */
const t = setUpIsolatedTestApp();
const { admin, superAdmin } = actorsByRole();

interface PagedList {
  name: string;
  url: string;
  key: string;
  actor: typeof admin;
  table: PgTable & { id: never; createdAt: never };
  /** Rows to add, one per index. */
  rows: (count: number) => Record<string, unknown>[];
  /** The time the list is ordered by, when not the row's creation. */
  at?: 'updatedAt' | 'acceptedAt';
}

const LISTS: PagedList[] = [
  {
    name: 'the audit log',
    url: '/api/admin/audit?',
    key: 'entries',
    actor: superAdmin,
    table: auditLog as never,
    rows: (n) => Array.from({ length: n }, () => ({ action: 'launch_gate.set' })),
  },
  {
    name: 'the emails',
    url: '/api/admin/emails?',
    key: 'messages',
    actor: superAdmin,
    table: emailMessages as never,
    rows: (n) =>
      Array.from({ length: n }, (_, i) => ({
        type: 'welcome',
        toAddress: `p${i}@example.com`,
        subject: 'Hi',
        text: 'Hi',
        html: '<p>Hi</p>',
      })),
  },
  {
    name: 'the coach applications',
    url: '/api/admin/coach-applications?status=pending&',
    key: 'applications',
    actor: admin,
    table: coachApplications as never,
    rows: (n) =>
      Array.from({ length: n }, (_, i) => ({
        name: `Coach ${i}`,
        email: `c${i}@example.com`,
        credentials: 'x',
        experience: 'x',
        approach: 'x',
      })),
  },
  {
    name: 'the hardship applications',
    url: '/api/admin/hardship-applications?status=pending&',
    key: 'applications',
    actor: admin,
    table: hardshipApplications as never,
    rows: (n) => Array.from({ length: n }, () => ({ userId: randomUUID(), situation: 'Between jobs', requestedLevel: 50 })),
  },
  {
    name: 'the contact messages',
    url: '/api/admin/contact-messages?status=new&',
    key: 'messages',
    actor: admin,
    table: contactMessages as never,
    rows: (n) => Array.from({ length: n }, (_, i) => ({ name: `P ${i}`, email: `m${i}@example.com`, topic: 'Other', message: 'Hello' })),
  },
  {
    name: 'the refund requests',
    url: '/api/admin/refund-requests?status=all&',
    key: 'requests',
    actor: admin,
    table: refundRequests as never,
    rows: (n) => Array.from({ length: n }, (_, i) => ({ orderNumber: `RC-${i}`, email: `r${i}@example.com`, reason: 'Not for me' })),
  },
  {
    name: 'the review queue',
    url: '/api/admin/shop/review-queue?status=pending&',
    key: 'reviews',
    actor: admin,
    table: productReviews as never,
    rows: (n) =>
      Array.from({ length: n }, () => ({ productId: 'burnout-recovery-workbook', userId: randomUUID(), rating: 4, body: 'Kind.' })),
    at: 'updatedAt',
  },
  {
    name: 'the deletion requests',
    url: '/api/admin/privacy/deletions?',
    key: 'requests',
    actor: admin,
    table: dataDeletionRequests as never,
    rows: (n) =>
      Array.from({ length: n }, () => ({
        userId: randomUUID(),
        scheduledFor: new Date(Date.now() + 86_400_000),
        cancelToken: randomUUID(),
      })),
  },
  {
    name: 'the terms acceptances',
    url: '/api/admin/terms-acceptance?',
    key: 'records',
    actor: superAdmin,
    table: termsAcceptances as never,
    rows: (n) => Array.from({ length: n }, () => ({ userId: randomUUID(), version: '2026-01-01' })),
    at: 'acceptedAt',
  },
  {
    name: 'the members (text ids)',
    url: '/api/admin/users?q=paging-test&',
    key: 'users',
    actor: superAdmin,
    table: users as never,
    rows: (n) =>
      Array.from({ length: n }, (_, i) => ({
        id: `pagingTestUser${i}${randomUUID().slice(0, 8)}`,
        name: 'P',
        referralCode: randomUUID().slice(0, 12),
        email: `paging-test-${i}-${randomUUID()}@example.com`,
      })),
  },
];

/** Adds `count` rows a microsecond apart (the first two at the same moment) `ago` ms back, oldest first; their ids. */
async function addRows(list: PagedList, count: number, extra: Record<string, unknown> = {}, ago = 3_600_000): Promise<string[]> {
  const table = list.table as never as typeof auditLog;
  const added = await t.database.db
    .insert(table)
    .values(list.rows(count).map((row) => ({ ...row, ...extra })) as never)
    .returning({ id: table.id });
  const ids = added.map((row) => row.id);
  await tieWithinAMillisecond(t, table, ids, new Date(Date.now() - ago).toISOString(), list.at);
  return ids;
}

/** Every page of `list` at `limit` rows: the ids in order and each page's length. */
const walk = (list: PagedList, limit: number) => walkPages(t, list.actor, list.url, list.key, limit);

describe.each(LISTS)('$name, a page at a time', (list) => {
  it('walks every row once, newest first, even rows saved at the same moment', async () => {
    await t.database.db.delete(list.table as never as typeof auditLog);
    const ids = await addRows(list, 5);
    const { seen, pages } = await walk(list, 2);
    expect(pages).toEqual([2, 2, 1]);
    expect(seen).toEqual(newestFirstWithTie(ids));
  });

  it.each([
    ['a page size of 0', 'limit=0', 'querystring.limit'],
    ['a page size over the maximum', 'limit=201', 'querystring.limit'],
    ['a cursor it did not send', `cursor=${Buffer.from('yesterday|me').toString('base64url')}`, 'cursor'],
  ])('refuses %s with a field error', async (_what, query, field) => {
    expectFieldErrors(await callAs(t, list.actor, 'GET', `${list.url}${query}`), [field]);
  });
});

describe.each([
  ['the contact inbox', 'the contact messages', { urgent: true }, {}],
  ['the refund requests', 'the refund requests', {}, { status: 'declined' }],
])('%s across pages', (_what, name, first, then) => {
  it('keeps the rows that come first (urgent, open) first on every page, then the newest', async () => {
    const list = LISTS.find((l) => l.name === name)!;
    await t.database.db.delete(list.table as never as typeof auditLog);
    // The rows that come first are the older ones: their rank, not their time, puts them first.
    const earlier = await addRows(list, 3, first, 7_200_000);
    const later = await addRows(list, 3, then);
    const { seen, pages } = await walk(list, 2);
    expect(pages).toEqual([2, 2, 2]);
    const newestFirst = (ids: string[]) => [ids[2], ...[ids[0]!, ids[1]!].sort().reverse()];
    expect(seen).toEqual([...newestFirst(earlier), ...newestFirst(later)]);
    // A plain cursor (no rank) is refused here, as any cursor this list did not send.
    const plain = Buffer.from(`2026-01-01 00:00:00+00|${randomUUID()}`).toString('base64url');
    expectFieldErrors(await callAs(t, admin, 'GET', `${list.url}cursor=${plain}`), ['cursor']);
  });
});
