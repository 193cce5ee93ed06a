// Server processes for `npm run bench`: each server runs alone in its own process, so the load
// generator (the bench process) never shares its event loop; memory is read from /proc.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

export interface Server {
  child: ChildProcess;
  base: string;
  /** Milliseconds from spawning to answering. */
  startMs: number;
  /** Lines of standard output, in order (the app's log: the outbox prints its links there). */
  lines: string[];
  stop(): Promise<void>;
}

/** Resident memory of a process in MB (VmRSS), or NaN where /proc is missing. */
export function rssMb(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/**
 * CPU time a process has used so far, in microseconds (user and system, /proc/PID/stat at 100
 * ticks a second), or NaN where /proc is missing. Over a load run, divided by the requests
 * answered, it is the server's work a request: the other sessions' load moves it far less than
 * requests a second or p99 (decision 165).
 */
export function cpuMicros(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return Number.NaN;
  }
}

/** The machine's load average over one minute (the figures are only as quiet as the machine). */
export function loadAverage(): string {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  } catch {
    return 'unknown';
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts `node <args>` with `env` and waits until `ready(base)` answers true (at most
 * `timeoutMs`). `base` is given, or read from a "ready <url>" line of the process.
 */
export async function startServer(
  args: string[],
  env: Record<string, string>,
  options: { base?: string; healthPath?: string; timeoutMs?: number } = {},
): Promise<Server> {
  const started = performance.now();
  const script = args.at(-1)!;
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  const lines: string[] = [];
  let base = options.base ?? '';
  createInterface({ input: child.stdout! }).on('line', (line) => {
    if (lines.length < 5000) lines.push(line);
    if (!base && line.startsWith('ready ')) base = line.slice(6).trim();
  });
  const deadline = started + (options.timeoutMs ?? 180_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode} before it answered`);
    if (performance.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${script} did not answer in time`);
    }
    if (base) {
      const ok = await fetch(`${base}${options.healthPath ?? ''}`, { method: options.healthPath ? 'GET' : 'HEAD' }).then(
        (res) => res.status < 500,
        () => false,
      );
      if (ok) break;
    }
    await sleep(50);
  }
  const startMs = performance.now() - started;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill('SIGTERM');
    });
  return { child, base, startMs, lines, stop };
}

/** Waits for a log line matching `pattern` (at most `ms`); the match or null. */
export async function waitForLine(server: Server, pattern: RegExp, ms = 15_000): Promise<RegExpExecArray | null> {
  const end = Date.now() + ms;
  for (;;) {
    for (const line of server.lines) {
      const match = pattern.exec(line);
      if (match) return match;
    }
    if (Date.now() > end) return null;
    await sleep(50);
  }
}
