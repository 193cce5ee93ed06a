// npm run bench — ARCHITECTURE.md §5: an authenticated write (a member saving their profile:
// session lookup, validation, update, realtime notify) against a bare insert endpoint on the
// same embedded database in the same run, at 50 connections. Prints both, their ratio, the
// p99 latency and the resident memory afterwards; then signed webhook deliveries per second with
// the event-id dedupe (scripts/bench-webhooks.ts), and Sofia's built-in reply latency at 20
// conversations at once (scripts/bench-sofia.ts), and the analytics reports over 1,000,000 page views
// (scripts/bench-analytics.ts). A benchmark, not a timed test.
import autocannon from 'autocannon';
import { pageViews } from '../src/server/features/tracking/schema';
import { STRONG_PASSWORD, cookieFrom, latestEmail, tokenFromLink } from '../src/server/testing/auth-helpers';
import { createTestApp } from '../src/server/testing/test-app';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/server/platform/db/client';
import { benchAnalytics, printAnalytics } from './bench-analytics';
import { benchSofia } from './bench-sofia';
import { benchWebhooks } from './bench-webhooks';

const DURATION = Number(process.argv[2] ?? 10);
const CONNECTIONS = 50;
const WEBHOOK_SECONDS = 3;
const WEBHOOK_CONNECTIONS = 10;
const SOFIA_CONVERSATIONS = 20;
const SOFIA_TURNS = 10;

// A file-backed embedded database, as `npm start` uses.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'recalibrate-bench-'));
const database = await openDatabase({ dataDir });
await database.migrate();
const t = await createTestApp({
  database,
  env: { RATE_LIMIT_PER_MINUTE: '100000000' },
  beforeReady: (app) =>
    app.post('/api/bench/insert', { config: { access: 'public' } }, async () => {
      await database.db.insert(pageViews).values({ sessionId: 'bench', pagePath: '/bench', pageTitle: 'Bench' });
      return { ok: true };
    }),
});
const base = await t.app.listen({ port: 0, host: '127.0.0.1' });

// A real member with a real session cookie.
const email = `bench-${Date.now()}@example.test`;
await t.app.inject({
  method: 'POST',
  url: '/api/account/sign-up',
  headers: { origin: 'http://localhost:3000' },
  payload: { fullName: 'Bench Member', email, password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD, acceptTerms: true },
});
const mail = await latestEmail(t, email, 'signup');
const verified = await t.app.inject({ method: 'GET', url: `/api/auth/verify-email?token=${tokenFromLink(mail!.links[0])}` });
const cookie = cookieFrom(verified);

async function run(title: string, opts: autocannon.Options) {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION, ...opts });
  const errors = result.non2xx + result.errors;
  console.log(
    `${title.padEnd(28)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p99 ${result.latency.p99} ms   errors ${errors}`,
  );
  return result;
}

console.log(`${CONNECTIONS} connections, ${DURATION} s each, embedded database`);
const bare = await run('bare insert', {
  url: `${base}/api/bench/insert`,
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
  body: '{}',
});
const write = await run('authenticated profile save', {
  url: `${base}/api/account/profile`,
  method: 'PATCH',
  headers: { 'content-type': 'application/json', cookie, origin: 'http://localhost:3000' },
  body: JSON.stringify({ preferredName: 'Bench' }),
});
const ratio = write.requests.average / bare.requests.average;
const rssMb = process.memoryUsage().rss / 1024 / 1024;
console.log(`ratio (authenticated / bare): ${ratio.toFixed(2)}  (target ≥ 0.50)`);
console.log(`p99 of the authenticated write: ${write.latency.p99} ms  (target < 25 ms)`);
console.log(`resident memory after the run: ${rssMb.toFixed(0)} MB  (target < 512 MB)`);

const hooks = await benchWebhooks(t, base, { seconds: WEBHOOK_SECONDS, pool: 3000, connections: WEBHOOK_CONNECTIONS });
const hookErrors = hooks.result.non2xx + hooks.result.errors;
console.log(
  `${'webhook deliveries'.padEnd(28)} ${hooks.perSecond.toFixed(0).padStart(7)} req/s   p99 ${hooks.result.latency.p99} ms   errors ${hookErrors}` +
    `   (signed, 1 in 5 a replay, ${WEBHOOK_CONNECTIONS} connections, ${WEBHOOK_SECONDS} s)`,
);
console.log(
  `  first deliveries answered ${hooks.fresh}, orders paid ${hooks.paid}; replays answered ${hooks.replays}, of them as duplicates ${hooks.duplicates}`,
);
const sofia = await benchSofia(t, base, { conversations: SOFIA_CONVERSATIONS, turns: SOFIA_TURNS });
console.log(
  `${'Sofia built-in reply'.padEnd(28)} ${sofia.perSecond.toFixed(0).padStart(7)} turns/s   p50 ${sofia.p50.toFixed(0)} ms   p99 ${sofia.p99.toFixed(0)} ms   errors ${sofia.errors}` +
    `   (${SOFIA_CONVERSATIONS} conversations at once, ${sofia.turns} turns)`,
);
printAnalytics(await benchAnalytics(database.db), 'embedded database');
await t.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
