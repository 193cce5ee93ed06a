import { type AnyColumn, and, type InferSelectModel, type SQL, desc, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AppDb } from './db/client';
import { HttpError } from './errors';

/**
 * Cursor paging on (created_at, id), newest first (decision 156): never an offset, so rows
 * arriving meanwhile neither repeat nor skip one. A cursor names the last row of a page by its
 * created_at to the microsecond (as PostgreSQL's text, since a JavaScript Date keeps milliseconds
 * only) and its id.
 */
export function encodeCursor(at: string, id: string): string {
  return Buffer.from(`${at}|${id}`).toString('base64url');
}

const AT = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)$/;
/** A UUID, or an id Better Auth made (letters, digits, `-` and `_`): the ids the paged tables have. */
const ID = /^[A-Za-z0-9_-]{8,64}$/;

export function decodeCursor(cursor: string, ranked = false): { rank: boolean; at: string; id: string } {
  const parts = Buffer.from(cursor, 'base64url').toString().split('|');
  const [rank, at, id] = ranked ? parts : ['0', ...parts];
  if (parts.length !== (ranked ? 3 : 2) || (rank !== '0' && rank !== '1') || !at || !id || !AT.test(at) || !ID.test(id)) {
    throw new HttpError(400, 'That page link is out of date. Please start from the top.', {
      errors: [{ field: 'cursor', message: 'Invalid cursor.' }],
    });
  }
  return { rank: rank === '1', at, id };
}

/** The type a cursor's id is compared as: the id column's own (uuid, or text for Better Auth's tables). */
const idCast = (id: AnyColumn) => (id.columnType === 'PgUUID' ? sql`::uuid` : sql`::text`);

/** created_at as PostgreSQL's text (to the microsecond), selected beside a row for its cursor. */
export function cursorAt(createdAt: AnyColumn): SQL<string> {
  return sql<string>`${createdAt}::text`;
}

/** The rows after the cursor, newest first; undefined (no condition) for the first page. */
export function afterCursor(createdAt: AnyColumn, id: AnyColumn, cursor: string | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const { at, id: lastId } = decodeCursor(cursor);
  return sql`(${createdAt}, ${id}) < (${at}::timestamptz, ${lastId}${idCast(id)})`;
}

/** What a list endpoint's query asks for (`pageQuery` in the contracts). */
export interface PageRequest {
  cursor?: string;
  limit: number;
}

/** Newest first, the id breaking ties: the order a cursor pages (`.orderBy(...newestFirst(…))`). */
export function newestFirst(createdAt: AnyColumn, id: AnyColumn): [SQL, SQL] {
  return [desc(createdAt), desc(id)];
}

/**
 * A page from rows read as `{ row, cursorAt: cursorAt(createdAt) }` with `limit + 1`: the first
 * `limit` rows, and the next page's cursor if more follow.
 */
export function toPage<T extends { id: string }>(
  read: { row: T; cursorAt: string }[],
  limit: number,
): { rows: T[]; nextCursor: string | null } {
  const page = read.slice(0, limit);
  const last = page.at(-1);
  return { rows: page.map((r) => r.row), nextCursor: read.length > limit && last ? encodeCursor(last.cursorAt, last.row.id) : null };
}

/**
 * `toPage` for a read with a join, selected as `{ ...tables and columns, cursorAt: page.cursorAt }`:
 * `idOf` names the row's own id (the cursor's tie-break).
 */
export function toJoinedPage<T extends { cursorAt: string }>(read: T[], limit: number, idOf: (row: Omit<T, 'cursorAt'>) => string) {
  return toPage(
    read.map(({ cursorAt, ...row }) => ({ row: { ...row, id: idOf(row) }, cursorAt })),
    limit,
  );
}

/**
 * The pieces of one page's read, newest first by (created_at, id), or with `rank` (a boolean
 * column) first, its true rows before its false ones (the contact inbox's urgent messages): select
 * `{ row, cursorAt: page.cursorAt }`, `.where(and(…, page.after))`, `.orderBy(...page.order)`,
 * `.limit(page.take)`, then `toPage(rows, limit)`.
 */
export function pageOf(createdAt: AnyColumn, id: AnyColumn, { cursor, limit }: PageRequest, rank?: AnyColumn | SQL) {
  if (!rank)
    return { cursorAt: cursorAt(createdAt), after: afterCursor(createdAt, id, cursor), order: newestFirst(createdAt, id), take: limit + 1 };
  const last = cursor ? decodeCursor(cursor, true) : undefined;
  return {
    cursorAt: sql<string>`(case when ${rank} then '1' else '0' end) || '|' || ${createdAt}::text`,
    after: last && sql`(${rank}, ${createdAt}, ${id}) < (${last.rank}::boolean, ${last.at}::timestamptz, ${last.id}${idCast(id)})`,
    order: [desc(rank), ...newestFirst(createdAt, id)],
    take: limit + 1,
  };
}

/** One page of `table`'s rows that match `where` (none: all), read as `pageOf` says. */
export async function readPage<TTable extends PgTable & { id: AnyPgColumn; createdAt: AnyPgColumn }>(
  db: AppDb,
  table: TTable,
  where: SQL | undefined,
  request: PageRequest,
  rank?: AnyColumn | SQL,
) {
  const page = pageOf(table.createdAt, table.id, request, rank);
  const read = (await db
    .select({ row: table as PgTable, cursorAt: page.cursorAt })
    .from(table as PgTable)
    .where(and(where, page.after))
    .orderBy(...page.order)
    .limit(page.take)) as unknown as { row: InferSelectModel<TTable> & { id: string }; cursorAt: string }[];
  return toPage(read, request.limit);
}
