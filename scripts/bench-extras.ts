// The in-process figures of `npm run bench`: signed webhook deliveries per second with the
// event-id dedupe (bench-webhooks.ts) and Sofia's built-in reply latency at 20 conversations at
// once (bench-sofia.ts), on a file-backed embedded database through the test app.
import { openDatabase } from '../src/server/platform/db/client';
import { createTestApp } from '../src/server/testing/test-app';
import { benchSofia } from './bench-sofia';
import { benchWebhooks } from './bench-webhooks';

const WEBHOOK_SECONDS = 3;
const WEBHOOK_CONNECTIONS = 10;
const SOFIA_CONVERSATIONS = 20;
const SOFIA_TURNS = 10;

export async function benchExtras(dataDir: string) {
  console.log('\nIn process (the load generator shares the server):');
  const database = await openDatabase({ dataDir });
  await database.migrate();
  const t = await createTestApp({ database, env: { RATE_LIMIT_PER_MINUTE: '100000000' } });
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const hooks = await benchWebhooks(t, base, { seconds: WEBHOOK_SECONDS, pool: 3000, connections: WEBHOOK_CONNECTIONS });
    const hookErrors = hooks.result.non2xx + hooks.result.errors;
    console.log(
      `${'webhook deliveries'.padEnd(34)} ${hooks.perSecond.toFixed(0).padStart(7)} req/s   p99 ${hooks.result.latency.p99} ms   errors ${hookErrors}` +
        `   (signed, 1 in 5 a replay, ${WEBHOOK_CONNECTIONS} connections, ${WEBHOOK_SECONDS} s)`,
    );
    console.log(
      `  first deliveries answered ${hooks.fresh}, orders paid ${hooks.paid}; replays answered ${hooks.replays}, of them as duplicates ${hooks.duplicates}`,
    );
    const sofia = await benchSofia(t, base, { conversations: SOFIA_CONVERSATIONS, turns: SOFIA_TURNS });
    console.log(
      `${'Sofia built-in reply'.padEnd(34)} ${sofia.perSecond.toFixed(0).padStart(7)} turns/s   p50 ${sofia.p50.toFixed(0)} ms   p99 ${sofia.p99.toFixed(0)} ms   errors ${sofia.errors}` +
        `   (${SOFIA_CONVERSATIONS} conversations at once, ${sofia.turns} turns)`,
    );
  } finally {
    await t.close();
    await database.close();
  }
}
