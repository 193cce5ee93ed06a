// One load run of `npm run bench`: autocannon at 50 connections in the bench process, the server
// in another; prints a row and returns what the table needs.
import autocannon from 'autocannon';

export const CONNECTIONS = 50;
export const ORIGIN_HEADER = 'http://127.0.0.1';

export interface RunResult {
  perSecond: number;
  p99: number;
  errors: number;
}

export const RATINGS = { energy_level: 3, stress_level: 2, sleep_quality: 4, work_satisfaction: 3, social_connection: 4 };

export async function run(title: string, seconds: number, opts: autocannon.Options): Promise<RunResult> {
  const result = await autocannon({ connections: CONNECTIONS, duration: seconds, ...opts });
  const errors = result.non2xx + result.errors + result.timeouts;
  const row = { perSecond: result.requests.average, p99: result.latency.p99, errors };
  console.log(
    `${title.padEnd(34)} ${row.perSecond.toFixed(0).padStart(7)} req/s   p99 ${String(row.p99).padStart(5)} ms   errors ${errors}`,
  );
  return row;
}

/** A check-in as the app's page sends it, for autocannon. */
export function checkinRequest(base: string, cookie: string, path = '/api/wellness/checkins'): autocannon.Options {
  return {
    url: `${base}${path}`,
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin: base },
    body: JSON.stringify(RATINGS),
  };
}
