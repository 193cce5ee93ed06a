import { is } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { EMAIL_COLUMN, PERSONAL_DETAIL_COLUMN, PRIVACY_REGISTRY, type PrivacyHandling, USER_REFERENCE_COLUMN } from './privacy-registry';
import * as schema from './schema';

// Walks the drizzle schema (the single source of the database's tables).
const tables = Object.values(schema)
  .filter((value) => is(value, PgTable))
  .map((table) => getTableConfig(table as PgTable));

/** The columns named like `pattern` that their table's entry does not list (as `listed` reads it). */
function unlisted(pattern: RegExp, listed: (entry: PrivacyHandling | undefined) => string[]): string[] {
  return tables.flatMap((table) =>
    table.columns
      .filter((column) => pattern.test(column.name) && !listed(PRIVACY_REGISTRY[table.name]).includes(column.name))
      .map((column) => `${table.name}.${column.name}`),
  );
}

describe('privacy registry', () => {
  it('knows every table of the schema, and only those', () => {
    expect(Object.keys(PRIVACY_REGISTRY).sort()).toEqual(tables.map((t) => t.name).sort());
  });

  it('names only real columns', () => {
    for (const table of tables) {
      const entry = PRIVACY_REGISTRY[table.name];
      const names = table.columns.map((c) => c.name);
      if (!entry || entry.personal === false) continue;
      const listed =
        entry.personal === true
          ? [
              ...entry.userColumns,
              ...(entry.referenceColumns ?? []),
              ...(entry.emailColumns ?? []),
              ...(entry.anonymiseColumns ?? []),
              ...(entry.omitFromExport ?? []),
            ]
          : (entry.emailColumns ?? []);
      for (const column of listed) expect(names, `${table.name}.${column}`).toContain(column);
    }
  });

  it('treats every table with a user reference, email, IP or user agent as personal', () => {
    const missed = tables
      .filter((t) => t.columns.some((c) => USER_REFERENCE_COLUMN.test(c.name) || PERSONAL_DETAIL_COLUMN.test(c.name)))
      .filter((t) => PRIVACY_REGISTRY[t.name]?.personal === false)
      .map((t) => t.name);
    expect(missed).toEqual([]);
  });

  it('lists every user-reference column of a personal table, so export and deletion find all rows', () => {
    const listed = (entry: PrivacyHandling | undefined) =>
      entry?.personal === true ? [...entry.userColumns, ...(entry.referenceColumns ?? [])] : [];
    expect(unlisted(USER_REFERENCE_COLUMN, listed)).toEqual([]);
  });

  it('lists every email column, so rows matched by address are found', () => {
    const listed = (entry: PrivacyHandling | undefined) => (entry && entry.personal !== false ? (entry.emailColumns ?? []) : []);
    expect(unlisted(EMAIL_COLUMN, listed)).toEqual([]);
  });
});
