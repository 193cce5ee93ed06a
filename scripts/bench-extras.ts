// The in-process figures of `npm run bench`: signed webhook deliveries per second with the
// event-id dedupe (bench-webhooks.ts) and Sofia's built-in reply latency at 20 conversations at
// once (bench-sofia.ts); then the Lounge: a circle's feed page with 100,000 posts seeded, first and
// deep page (bench-lounge-feed.ts), and events per second delivered to 500 open streams
// (bench-lounge-live.ts); and the analytics reports over 1,000,000 page views (bench-analytics.ts).
// On a file-backed embedded database through the test app.
import { openDatabase } from '../src/server/platform/db/client';
import { createTestApp } from '../src/server/testing/test-app';
import { benchAnalytics, printAnalytics } from './bench-analytics';
import { benchLoungeFeed } from './bench-lounge-feed';
import { benchLoungeLive } from './bench-lounge-live';
import { benchSofia } from './bench-sofia';
import { benchWebhooks } from './bench-webhooks';

const WEBHOOK_SECONDS = 3;
const WEBHOOK_CONNECTIONS = 10;
const SOFIA_CONVERSATIONS = 20;
const SOFIA_TURNS = 10;
const LOUNGE_POSTS = 100_000;
const LOUNGE_SECONDS = 5;
const LOUNGE_CONNECTIONS = 10;
const LOUNGE_STREAMS = 500;
const LOUNGE_EVENTS = 200;

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
    const feed = await benchLoungeFeed(t, base, { posts: LOUNGE_POSTS, seconds: LOUNGE_SECONDS, connections: LOUNGE_CONNECTIONS });
    console.log(`Lounge: ${LOUNGE_POSTS.toLocaleString('en')} posts in one circle seeded in ${feed.seededSeconds.toFixed(1)} s`);
    for (const [title, page] of [
      ['Lounge feed, first page', feed.first],
      ['Lounge feed, deep page', feed.deep],
    ] as const) {
      console.log(
        `${title.padEnd(34)} ${page.requests.average.toFixed(0).padStart(7)} req/s   p50 ${page.latency.p50} ms   p99 ${page.latency.p99} ms   errors ${page.non2xx + page.errors}` +
          `   (20 posts, ${LOUNGE_CONNECTIONS} connections, ${LOUNGE_SECONDS} s)`,
      );
    }
    console.log(`  the deep page's plan:\n${feed.plan.map((line) => `    ${line}`).join('\n')}`);
    const live = await benchLoungeLive(t, base, { streams: LOUNGE_STREAMS, events: LOUNGE_EVENTS, timeoutMs: 60_000 });
    console.log(
      `${'Lounge live fan-out'.padEnd(34)} ${live.perSecond.toFixed(0).padStart(7)} events/s delivered   p50 ${live.p50.toFixed(0)} ms   p99 ${live.p99.toFixed(0)} ms   missing ${live.missing}` +
        `   (${LOUNGE_EVENTS} events to ${LOUNGE_STREAMS} open streams, published at ${live.publishPerSecond.toFixed(0)}/s)`,
    );
    printAnalytics(await benchAnalytics(database.db), 'embedded database');
  } finally {
    await t.close();
    await database.close();
  }
}
