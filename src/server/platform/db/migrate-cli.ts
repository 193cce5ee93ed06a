// npm run db:migrate: applies the migrations to DATABASE_URL, or to the embedded database in
// PGLITE_DIR. Never run it against a PGlite directory that a running server holds.
import { readProcessEnv } from '../env';
import { openDatabase } from './client';

const env = readProcessEnv();
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.PGLITE_DIR });
await database.migrate();
await database.close();
process.stdout.write(`Migrations applied (${database.kind}).\n`);
