import { is } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { PRIVACY_REGISTRY } from './privacy-registry';
import * as schema from './schema';

const tables = Object.values(schema)
  .filter((value) => is(value, PgTable))
  .map((table) => getTableConfig(table as PgTable));

describe('privacy registry', () => {
  it('knows every table of the schema, and only those', () => {
    expect(Object.keys(PRIVACY_REGISTRY).sort()).toEqual(tables.map((t) => t.name).sort());
  });

  it('names a real user column for every table that holds personal data', () => {
    for (const table of tables) {
      const entry = PRIVACY_REGISTRY[table.name];
      if (!entry?.personal) continue;
      expect(table.columns.map((c) => c.name), table.name).toContain(entry.userColumn);
    }
  });
});
