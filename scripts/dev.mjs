#!/usr/bin/env node
// `npm run dev`: the API server (tsx watch, restarts on change) on :3000 and the Vite dev server
// (hot reload) on :5173, which proxies /api to the server. Output is prefixed per process;
// Ctrl-C, or either process ending, stops both.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const serverPort = process.env.PORT ?? '3000';
const color = process.stdout.isTTY ? (code, text) => `\x1b[${code}m${text}\x1b[0m` : (_code, text) => text;

const processes = [
  {
    name: 'server',
    color: 36,
    command: bin('tsx'),
    args: ['watch', '--clear-screen=false', 'src/server/main.ts'],
    env: { NODE_ENV: 'development', PORT: serverPort },
  },
  { name: 'web', color: 35, command: bin('vite'), args: ['--port', '5173', '--strictPort'], env: { PORT: serverPort } },
];

let stopping = false;
let exitCode = 0;
const children = processes.map((p) => {
  // Own process group, so that stopping kills the tools' own children too.
  const child = spawn(p.command, p.args, {
    cwd: root,
    env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0', ...p.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const prefix = color(p.color, `[${p.name}]`.padEnd(9));
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => process.stdout.write(`${prefix}${line}\n`));
  }
  child.on('error', (err) => {
    process.stderr.write(`${prefix}could not start: ${err.message}\n`);
    stop(1);
  });
  child.on('exit', (code, signal) => {
    child.exited = true;
    if (!stopping) {
      process.stdout.write(`${prefix}exited (${signal ?? code}); stopping the other process\n`);
      stop(code ?? 1);
    } else if (children.every((c) => c.exited)) {
      process.exit(exitCode);
    }
  });
  return child;
});

function signalAll(signal) {
  for (const child of children) {
    if (child.exited || child.pid === undefined) continue;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  }
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  exitCode = code;
  signalAll('SIGTERM');
  if (children.every((c) => c.exited)) process.exit(exitCode);
  setTimeout(() => {
    signalAll('SIGKILL');
    process.exit(exitCode);
  }, 5000).unref();
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
process.stdout.write(
  `Recalibrate dev: open http://localhost:5173 (Vite, hot reload); API on http://localhost:${serverPort}. Ctrl-C stops both.\n`,
);
