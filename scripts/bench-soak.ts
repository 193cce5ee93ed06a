// `npm run bench -- --soak SECONDS` (issue 26): the production server under a realistic mix for
// a long run (at least ten minutes to mean anything): members saving check-ins and reading their
// latest, a page of their list and their trends, writing and paging their journal, reading their
// state checks, and visitors reading the gate status and health. The server's resident memory is
// sampled every 30 s (a tenth of a shorter run); memory should stay flat and errors at 0. Every
// list is read a page at a time (decision 156), so the rows a soak adds do not grow an answer.
import autocannon from 'autocannon';
import { startApp } from './bench-app';
import { signedInMember } from './bench-member';
import { loadAverage, rssMb } from './bench-processes';
import { CONNECTIONS, RATINGS } from './bench-run';

const MEMBERS = 10;

export async function soak(seconds: number, databaseEnv: Record<string, string>) {
  console.log(`\nSoak: ${seconds} s, ${CONNECTIONS} connections, ${MEMBERS} members, load average ${loadAverage()}`);
  const app = await startApp(databaseEnv);
  const cookies: string[] = [];
  for (let i = 0; i < MEMBERS; i += 1) cookies.push(await signedInMember(app, 'soak'));
  const sampleMs = Math.min(30_000, seconds * 100);
  const started = Date.now();
  const samples: { at: number; mb: number }[] = [];
  const sample = () => samples.push({ at: Math.round((Date.now() - started) / 1000), mb: rssMb(app.child.pid!) });
  sample();
  const timer = setInterval(sample, sampleMs);
  let member = 0;
  // Statuses other than 2xx, by request, so an error names what failed.
  const failures = new Map<string, number>();
  // Each connection is one member's tab going round the mix. The member's cookie goes on every
  // request (autocannon's setHeaders reaches only the first request of a list).
  const asMember = (request: autocannon.Request, context: { cookie?: string }): autocannon.Request => {
    context.cookie ??= cookies[member++ % MEMBERS];
    return { ...request, headers: { ...request.headers, cookie: context.cookie!, origin: app.base, 'content-type': 'application/json' } };
  };
  const mix: { method: 'GET' | 'POST'; path: string; body?: string }[] = [
    { method: 'POST', path: '/api/wellness/checkins', body: JSON.stringify(RATINGS) },
    { method: 'GET', path: '/api/wellness/checkins/latest' },
    { method: 'GET', path: '/api/wellness/checkins?days=30&limit=50' },
    { method: 'GET', path: '/api/wellness/trends?days=30&tz=0' },
    { method: 'POST', path: '/api/journal', body: JSON.stringify({ title: 'Soak', body: 'A slow afternoon.', mood: 3, tags: ['rest'] }) },
    { method: 'GET', path: '/api/journal?limit=20' },
    { method: 'GET', path: '/api/wellness/state-checks' },
    { method: 'GET', path: '/api/launch-gate/status' },
    { method: 'GET', path: '/api/health' },
  ];
  const result = await autocannon({
    url: app.base,
    connections: CONNECTIONS,
    duration: seconds,
    initialContext: {},
    requests: mix.map((request) => ({
      ...request,
      setupRequest: (request: autocannon.Request, context: object) => asMember(request, context as { cookie?: string }),
      onResponse: (status: number) => {
        if (status >= 300)
          failures.set(
            `${request.method} ${request.path} ${status}`,
            (failures.get(`${request.method} ${request.path} ${status}`) ?? 0) + 1,
          );
      },
    })),
  });
  clearInterval(timer);
  sample();
  await app.stop();
  const errors = result.non2xx + result.errors + result.timeouts;
  console.log(
    `${'soak mix'.padEnd(34)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p99 ${result.latency.p99} ms   errors ${errors}`,
  );
  console.log(
    `errors: ${result.non2xx} not 2xx, ${result.errors} failed, ${result.timeouts} timed out; load average after ${loadAverage()}`,
  );
  for (const [what, count] of failures) console.log(`  ${count} × ${what}`);
  console.log(`resident memory (s: MB): ${samples.map((s) => `${s.at}: ${s.mb.toFixed(0)}`).join(', ')}`);
}
