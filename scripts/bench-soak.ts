// `npm run bench -- --soak SECONDS` (issue 26): the production server under a realistic mix for
// a long run (at least ten minutes to mean anything): members saving check-ins and reading their
// latest, their list and their trends, and visitors reading the gate status and health. The
// server's resident memory is sampled every 30 s; memory should stay flat and errors at 0.
import autocannon from 'autocannon';
import { startApp } from './bench-app';
import { signedInMember } from './bench-member';
import { loadAverage, rssMb } from './bench-processes';
import { CONNECTIONS, RATINGS } from './bench-run';

const MEMBERS = 10;
const SAMPLE_MS = 30_000;

export async function soak(seconds: number, databaseEnv: Record<string, string>) {
  console.log(`\nSoak: ${seconds} s, ${CONNECTIONS} connections, ${MEMBERS} members, load average ${loadAverage()}`);
  const app = await startApp(databaseEnv);
  const cookies: string[] = [];
  for (let i = 0; i < MEMBERS; i += 1) cookies.push(await signedInMember(app, 'soak'));
  const samples: number[] = [rssMb(app.child.pid!)];
  const timer = setInterval(() => samples.push(rssMb(app.child.pid!)), SAMPLE_MS);
  let member = 0;
  const result = await autocannon({
    url: app.base,
    connections: CONNECTIONS,
    duration: seconds,
    // Each connection is one member's tab going round the mix.
    setupClient: (client) => {
      const cookie = cookies[member++ % MEMBERS];
      client.setHeaders({ cookie, origin: app.base, 'content-type': 'application/json' });
    },
    requests: [
      { method: 'POST', path: '/api/wellness/checkins', body: JSON.stringify(RATINGS) },
      { method: 'GET', path: '/api/wellness/checkins/latest' },
      { method: 'GET', path: '/api/wellness/checkins?days=30' },
      { method: 'GET', path: '/api/wellness/trends?days=30&tz=0' },
      { method: 'GET', path: '/api/launch-gate/status' },
      { method: 'GET', path: '/api/health' },
    ],
  });
  clearInterval(timer);
  samples.push(rssMb(app.child.pid!));
  await app.stop();
  const errors = result.non2xx + result.errors + result.timeouts;
  console.log(
    `${'soak mix'.padEnd(34)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p99 ${result.latency.p99} ms   errors ${errors}`,
  );
  console.log(`resident memory every ${SAMPLE_MS / 1000} s (MB): ${samples.map((mb) => mb.toFixed(0)).join(' ')}`);
}
