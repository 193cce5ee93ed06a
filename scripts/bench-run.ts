// One load run of `npm run bench`: autocannon at 50 connections in the bench process, the server
// in another; prints a row and returns what the table needs.
import autocannon from 'autocannon';
import { cpuMicros } from './bench-processes';

export const CONNECTIONS = 50;
export const ORIGIN_HEADER = 'http://127.0.0.1';

export interface RunResult {
  perSecond: number;
  p99: number;
  errors: number;
  /** The server's CPU time a request in microseconds (NaN without a server pid or /proc). */
  cpuPerRequest: number;
}

export const RATINGS = { energy_level: 3, stress_level: 2, sleep_quality: 4, work_satisfaction: 3, social_connection: 4 };

export async function run(title: string, seconds: number, opts: autocannon.Options, serverPid?: number): Promise<RunResult> {
  const cpuBefore = serverPid ? cpuMicros(serverPid) : Number.NaN;
  const result = await autocannon({ connections: CONNECTIONS, duration: seconds, ...opts });
  const cpuPerRequest = serverPid ? (cpuMicros(serverPid) - cpuBefore) / result.requests.total : Number.NaN;
  const errors = result.non2xx + result.errors + result.timeouts;
  const row = { perSecond: result.requests.average, p99: result.latency.p99, errors, cpuPerRequest };
  const cpu = Number.isNaN(cpuPerRequest) ? '' : `   server CPU ${cpuPerRequest.toFixed(0)} µs a request`;
  console.log(
    `${title.padEnd(34)} ${row.perSecond.toFixed(0).padStart(7)} req/s   p99 ${String(row.p99).padStart(5)} ms   errors ${errors}${cpu}`,
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
