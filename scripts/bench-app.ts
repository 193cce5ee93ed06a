// The production server under `npm run bench`, as `npm run serve` runs it (its environment and
// Node's flags), on a free port.
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { startServer } from './bench-processes';

export const APP = 'dist/server/main.js';

/**
 * How `npm run serve` starts the server: its environment (NAME=value before `node`) and Node's
 * flags (after it), read from package.json so the bench measures the process production runs
 * (the memory flags of decision 161).
 */
export function serveCommand(script = JSON.parse(readFileSync('package.json', 'utf8')).scripts.serve as string) {
  const words = script.trim().split(/\s+/);
  const node = words.indexOf('node');
  if (node < 0 || words.at(-1) !== APP) throw new Error(`npm run serve does not run node … ${APP}: ${script}`);
  const env = Object.fromEntries(words.slice(0, node).map((word) => word.split(/=(.*)/s).slice(0, 2) as [string, string]));
  return { env, flags: words.slice(node + 1, -1) };
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Starts the compiled app on the given database (PGLITE_DIR or DATABASE_URL) and waits until it is
 * ready: /api/ready answers 200 once the database answers and the job workers run (decision 155).
 */
export async function startApp(databaseEnv: Record<string, string>) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const serve = serveCommand();
  const env = {
    ...serve.env,
    ...databaseEnv,
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: base,
    LOG_LEVEL: 'info',
    AUTH_RATE_LIMIT: 'false',
    RATE_LIMIT_PER_MINUTE: '100000000',
  };
  // BENCH_CPU_PROF=DIR writes a V8 CPU profile of each app process there when it stops (decision 130).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  return startServer([...profile, ...serve.flags, APP], env, { base, healthPath: '/api/ready' });
}
