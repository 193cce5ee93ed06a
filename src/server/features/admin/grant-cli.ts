// npm run admin:grant -- EMAIL ROLE   (ROLE: analyst, admin, super_admin, or none)
// With the embedded database, stop the server first: PGlite cannot be shared between processes.
import { openDatabase } from '#server/platform/db/client';
import { readProcessEnv } from '#server/platform/env';
import { grantRole } from './grant';

const [email, role] = process.argv.slice(2);
if (!email || !role) {
  process.stderr.write('Usage: npm run admin:grant -- EMAIL ROLE   (ROLE: analyst, admin, super_admin, none)\n');
  process.exit(2);
}
const env = readProcessEnv();
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.PGLITE_DIR });
try {
  await database.migrate();
  process.stdout.write(`${await grantRole(database.db, email, role)}\n`);
} catch (err) {
  process.stderr.write(`${(err as Error).message}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}
