import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_DIR } from '#server/platform/db/client';

// Starting an empty in-memory PGlite runs initdb in WebAssembly: seconds per API test file on a
// two-core machine, ~40 times a run. The API project makes one migrated database here, once,
// and every test database starts from its dump (src/server/testing/test-app.ts). On PostgreSQL
// (TEST_DATABASE_URL) there is nothing to do.

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of a tar dump of a migrated PGlite data directory, or '' on PostgreSQL. */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return;
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'recalibrate-pglite-template-'));
  const file = path.join(dir, 'migrated.tar');
  const client = new PGlite();
  await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_DIR });
  const dump = await client.dumpDataDir('none');
  await client.close();
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
