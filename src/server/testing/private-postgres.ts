import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A PostgreSQL server of a test's own, which the test may stop and start (an outage, a restart)
 * without disturbing the other test files' database. Needs the server binaries
 * (/usr/lib/postgresql/N/bin, as .ci/run installs); runs as the postgres user when we are root.
 */
export interface PrivatePostgres {
  url: string;
  stop(): void;
  start(): void;
  remove(): void;
}

export function postgresBinaries(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  const bin = versions.map((v) => path.join(root, v, 'bin')).find((dir) => existsSync(path.join(dir, 'initdb')));
  return bin ?? null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBinaries();
  if (!bin) throw new Error('No PostgreSQL server binaries in /usr/lib/postgresql/*/bin');
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'recalibrate-private-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot)
    chownSync(
      dir,
      Number(execFileSync('id', ['-u', 'postgres']).toString().trim()),
      Number(execFileSync('id', ['-g', 'postgres']).toString().trim()),
    );
  const run = (args: string[]) => {
    const command = args.map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
    execFileSync(asRoot ? 'su' : 'sh', asRoot ? ['postgres', '-s', '/bin/sh', '-c', command] : ['-c', command], { stdio: 'ignore' });
  };
  const data = path.join(dir, 'data');
  run([path.join(bin, 'initdb'), '-D', data, '-U', 'app', '--auth=trust', '--encoding=UTF8', '--no-locale']);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  const start = () =>
    run([path.join(bin, 'pg_ctl'), '-D', data, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', '-o', options, 'start']);
  const stop = () => run([path.join(bin, 'pg_ctl'), '-D', data, '-m', 'fast', '-w', '-t', '60', 'stop']);
  start();
  return {
    url: `postgres://app@127.0.0.1:${port}/postgres`,
    start,
    stop,
    remove: () => {
      try {
        stop();
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
