// npm run bench [-- SECONDS] [--soak SECONDS [--soak-only]] [--postgres-only] — issue 26, ARCHITECTURE.md §5. The true baseline:
// a bare Fastify server doing one INSERT of a check-in-shaped row (scripts/bench-bare-server.mjs)
// against the production server (`dist/server/main.js`, built by `npm run build`) saving a
// check-in for a signed-in member, each in its own process, the load (autocannon, 50 connections)
// from this one; on PGlite on disk (as `npm start`) and, with BENCH_DATABASE_URL, on that
// PostgreSQL (a fresh database: the app migrates it). Reports throughput, p99, their ratios, the
// resident memory of each server process afterwards and the app's restart time to healthy.
// `--soak SECONDS` adds a soak with a realistic mix (scripts/bench-soak.ts); `--soak-only` runs it
// alone (the comparison and the extras are skipped); `--postgres-only` runs only the comparison on
// BENCH_DATABASE_URL (no PGlite, no extras). Then the in-process
// figures: signed webhook deliveries and Sofia's built-in replies. A benchmark, not a test.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signedInMember } from './bench-member';
import { APP, serveCommand, startApp } from './bench-app';
import { loadAverage, rssMb, startServer } from './bench-processes';
import { checkinRequest, run } from './bench-run';
import { benchExtras } from './bench-extras';
import { soak } from './bench-soak';

const args = process.argv.slice(2);
const soakAt = args.indexOf('--soak');
const SOAK_SECONDS = soakAt >= 0 ? Number(args[soakAt + 1] ?? 600) : 0;
const DURATION = Number(args.find((a, i) => /^\d+$/.test(a) && args[i - 1] !== '--soak') ?? 10);
const SOAK_ONLY = args.includes('--soak-only');
if (SOAK_ONLY && SOAK_SECONDS <= 0) {
  console.error('--soak-only needs --soak SECONDS.');
  process.exit(1);
}
const POSTGRES_ONLY = args.includes('--postgres-only');
if (POSTGRES_ONLY && (SOAK_ONLY || !process.env.BENCH_DATABASE_URL)) {
  console.error('--postgres-only needs BENCH_DATABASE_URL and no --soak-only.');
  process.exit(1);
}
if (!existsSync(APP)) {
  console.error(`${APP} is missing: run \`npm run build\` first.`);
  process.exit(1);
}

async function compare(kind: string, databaseEnv: Record<string, string>, bareEnv: Record<string, string>) {
  console.log(`\n${kind}: ${DURATION} s each, 50 connections, load average ${loadAverage()}`);
  // The bare server runs with the app's Node flags and environment too: the same heap, the same malloc.
  const serve = serveCommand();
  const bare = await startServer([...serve.flags, 'scripts/bench-bare-server.mjs'], { ...serve.env, ...bareEnv });
  const floor = await run('bare Fastify + insert', DURATION, checkinRequest(bare.base, '', '/insert'), bare.child.pid);
  const bareRss = rssMb(bare.child.pid!);
  await bare.stop();

  const app = await startApp(databaseEnv);
  const cookie = await signedInMember(app);
  const write = await run('check-in save (app, signed in)', DURATION, checkinRequest(app.base, cookie), app.child.pid);
  const appRss = rssMb(app.child.pid!);
  await app.stop();
  const restart = await startApp(databaseEnv);
  await restart.stop();

  console.log(`ratio of throughput (check-in / bare): ${(write.perSecond / floor.perSecond).toFixed(2)}  (goal ≥ 0.50)`);
  console.log(`p99 (check-in / bare): ${write.p99} / ${floor.p99} ms = ${(write.p99 / floor.p99).toFixed(1)}×  (goal ≤ 2×)`);
  console.log(`server CPU a request (check-in / bare): ${(write.cpuPerRequest / floor.cpuPerRequest).toFixed(1)}×`);
  console.log(`resident memory after the load: app ${appRss.toFixed(0)} MB, bare ${bareRss.toFixed(0)} MB`);
  console.log(
    `app start to healthy: first ${(app.startMs / 1000).toFixed(1)} s (migrates), restart ${(restart.startMs / 1000).toFixed(1)} s  (goal < 5 s)`,
  );
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'recalibrate-bench-'));
try {
  const pgUrl = process.env.BENCH_DATABASE_URL;
  if (!SOAK_ONLY && !POSTGRES_ONLY)
    await compare('PGlite on disk', { PGLITE_DIR: path.join(dir, 'app') }, { PGLITE_DIR: path.join(dir, 'bare') });
  if (SOAK_ONLY)
    console.log(`(--soak-only: the comparison and the extras are skipped; soaking on ${pgUrl ? 'PostgreSQL' : 'PGlite on disk'}.)`);
  else if (pgUrl) await compare('PostgreSQL', { DATABASE_URL: pgUrl }, { DATABASE_URL: pgUrl });
  else console.log('\n(PostgreSQL skipped: set BENCH_DATABASE_URL, e.g. from scripts/start-postgres.sh, to measure it too.)');
  if (SOAK_SECONDS > 0) await soak(SOAK_SECONDS, pgUrl ? { DATABASE_URL: pgUrl } : { PGLITE_DIR: path.join(dir, 'soak') });
  if (!SOAK_ONLY && !POSTGRES_ONLY) await benchExtras(path.join(dir, 'extras'));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
