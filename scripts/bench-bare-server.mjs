// The true baseline of `npm run bench` (issue 26): a bare Fastify server, no app hooks, doing one
// INSERT of a check-in-shaped row per request on the same kind of database as the app: the
// PostgreSQL of DATABASE_URL (a pool of 10, as the app), else PGlite on disk in PGLITE_DIR.
// Runs in its own process; prints "ready <url>" once it listens on PORT (0: any free port).
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';
import { pgliteStartParams } from '../src/server/platform/db/pglite-memory.ts';

const TABLE = `create table if not exists bench_checkins (
  id uuid primary key default gen_random_uuid(), user_id text not null, category text not null,
  entry_type text not null, data jsonb not null, created_at timestamptz not null default now())`;
const INDEX = 'create index if not exists bench_checkins_user_idx on bench_checkins (user_id, category, entry_type, created_at)';
const INSERT = 'insert into bench_checkins (user_id, category, entry_type, data) values ($1, $2, $3, $4) returning id, created_at';

const url = process.env.DATABASE_URL;
const pool = url ? new pg.Pool({ connectionString: url, max: 10 }) : null;
const lite = url ? null : new PGlite(process.env.PGLITE_DIR, { startParams: pgliteStartParams(PGlite.defaultStartParams) });
const query = (text, values) => (pool ? pool.query(text, values) : lite.query(text, values));
await query(TABLE);
await query(INDEX);

const app = Fastify();
app.post('/insert', async (request) => {
  const data = { ...request.body, timestamp: new Date().toISOString(), frequency: 'weekly' };
  const { rows } = await query(INSERT, ['bench-member', 'wellness', 'burnout_check', data]);
  return { checkin: { ...data, id: rows[0].id, created_at: rows[0].created_at } };
});
const address = await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
process.stdout.write(`ready ${address}\n`);

process.on('SIGTERM', async () => {
  await app.close();
  await query('drop table if exists bench_checkins');
  await (pool ? pool.end() : lite.close());
  process.exit(0);
});
