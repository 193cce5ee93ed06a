import { inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { expect } from 'vitest';
import type { Actor } from '#shared/access/policy';
import { callAs } from './requests';
import type { TestApp } from './test-app';

/**
 * Dates the rows `ids` (oldest first) within one millisecond from `base`: the first two at the
 * very same moment, the rest a microsecond apart, so that only a cursor to the microsecond with the
 * id as tie-break pages them right. One base for all: each update is its own statement, whose
 * now() may fall later. `column` is the table's ordering column's property.
 */
export async function tieWithinAMillisecond(
  t: TestApp,
  table: PgTable & { id: AnyPgColumn },
  ids: string[],
  base: string,
  column = 'createdAt',
): Promise<void> {
  for (const [i, id] of ids.entries()) {
    await t.database.db
      .update(table)
      .set({ [column]: sql`${base}::timestamptz + ${Math.max(0, i - 1)} * interval '1 microsecond'` } as never)
      .where(inArray(table.id, [id]));
  }
}

/** The order a list must answer rows dated by tieWithinAMillisecond: newest first, the tied two by id, descending. */
export function newestFirstWithTie(ids: string[]): string[] {
  return [...ids.slice(2).reverse(), ...[ids[0]!, ids[1]!].sort().reverse()];
}

/**
 * Every page of the list at `url` (ending in `?` or `&`, ready for `limit=`), `limit` rows a page,
 * following nextCursor: the ids in order and each page's length. `key` names the rows in the reply.
 */
export async function walkPages(t: TestApp, actor: Actor, url: string, key: string, limit = 2) {
  const seen: string[] = [];
  const pages: number[] = [];
  let cursor: string | null = null;
  do {
    const res = await callAs(t, actor, 'GET', `${url}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    pages.push(body[key].length);
    seen.push(...body[key].map((row: { id: string }) => row.id));
    cursor = body.nextCursor;
  } while (cursor && pages.length < 20);
  return { seen, pages };
}
