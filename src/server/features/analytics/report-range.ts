import type { SQL } from 'drizzle-orm';
import { DEFAULT_RANGE_DAYS, MAX_RANGE_DAYS, type ReportRange } from '#shared/contracts/admin-analytics';
import { addDaysToKey, daysBetweenKeys, utcDayKey } from '#shared/dates';
import type { AppDb } from '#server/platform/db/client';
import { HttpError } from '#server/platform/errors';

/** A report's whole UTC days: `start` included, `end` excluded (the day after `to`). */
export interface ResolvedRange {
  from: string;
  to: string;
  start: Date;
  end: Date;
}

/** The chosen days, or the last 30 ending today; refuses a range over a year and a day (400). */
export function resolveRange(range: ReportRange, now = new Date()): ResolvedRange {
  const to = range.to ?? utcDayKey(now);
  const from = range.from ?? addDaysToKey(to, 1 - DEFAULT_RANGE_DAYS);
  const start = new Date(`${from}T00:00:00.000Z`);
  const end = new Date(`${addDaysToKey(to, 1)}T00:00:00.000Z`);
  if (daysBetweenKeys(from, to) + 1 > MAX_RANGE_DAYS) {
    throw new HttpError(400, `Choose at most ${MAX_RANGE_DAYS} days.`, {
      errors: [{ field: 'from', message: `Choose at most ${MAX_RANGE_DAYS} days.` }],
    });
  }
  return { from, to, start, end };
}

/** The rows of one aggregate query (numbers may come back as strings from PostgreSQL). */
export async function rowsOf<T>(db: AppDb, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export const num = (value: unknown) => (value == null ? 0 : Number(value));
export const numOrNull = (value: unknown) => (value == null ? null : Number(value));
/** A date column read back as a day (PGlite gives a Date, pg may give a string). */
export const dayText = (value: unknown) => (value instanceof Date ? utcDayKey(value) : String(value).slice(0, 10));
