// Lighthouse (mobile) on the built app, served by the real server on a fresh embedded database,
// in Debian's Chromium. Issue 8: performance >= 95, accessibility, best practices and SEO 100 on
// /, /glossary and /anti-hustle-library. Prints every score and the failing audits; exits 1 when
// a page falls short. Needs `npm run build` first. Usage: node scripts/lighthouse.mjs [path ...]
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';

const PAGES = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/glossary', '/anti-hustle-library'];
// LIGHTHOUSE_MIN_PERFORMANCE lowers the performance line (for looking into a regression locally).
const MINIMUM = {
  performance: Number(process.env.LIGHTHOUSE_MIN_PERFORMANCE ?? 95),
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3400);
const DEBUG_PORT = PORT + 22;
const ORIGIN = `http://127.0.0.1:${PORT}`;
// A performance score moves between runs on a shared two-core machine (by up to 15 points here,
// as the same task takes 10 ms in one run and 50 ms in the next): a page below the line is measured
// four times more and judged on the median of the five runs, as Lighthouse's documentation on
// variability advises.
const RUNS_WHEN_SHORT = 5;

// CPU calibration, as Lighthouse's documentation asks (docs/throttling.md, "Calibrating the CPU
// slowdown"): its 4x slowdown turns a high-end desktop (benchmark index 1500-2000) into a
// mid-tier phone, so a slower host is slowed down less. Each run is gathered first; its own
// benchmark index (measured by Lighthouse just before loading the page) sets the slowdown its
// metrics are simulated with: 4x scaled by the index against 1750 (the middle of that bracket), at
// least 1x and at most 4x. On a 1000-1500 host that is 2.3x-3.4x, stricter than the documented 2x.
// LIGHTHOUSE_CPU_SLOWDOWN sets it outright. See docs/decisions/041-first-paint.md.
const REFERENCE_BENCHMARK_INDEX = 1750;
const DEFAULT_SLOWDOWN = throttling.mobileSlow4G.cpuSlowdownMultiplier;

function cpuSlowdownFor(benchmarkIndex) {
  if (process.env.LIGHTHOUSE_CPU_SLOWDOWN) return Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN);
  const scaled = Math.round((DEFAULT_SLOWDOWN * benchmarkIndex * 10) / REFERENCE_BENCHMARK_INDEX) / 10;
  return Math.min(DEFAULT_SLOWDOWN, Math.max(1, scaled));
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'recalibrate-lighthouse-'));
const children = [];
// Each child leads its own process group, so stopping it also stops what it started (nice → node).
function start(command, args, env, stderr = 'inherit') {
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', stderr], env: { ...process.env, ...env }, detached: true });
  children.push(child);
  return child;
}
async function stopAll() {
  const exited = children.filter((c) => c.exitCode === null).map((c) => new Promise((resolve) => c.once('exit', resolve)));
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  await Promise.race([Promise.all(exited), new Promise((resolve) => setTimeout(resolve, 10_000))]);
  rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
}
process.on('SIGINT', () => void stopAll().then(() => process.exit(130)));

async function waitFor(url, what, seconds = 120) {
  for (let i = 0; i < seconds * 4; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not start within ${seconds} s (${url})`);
}

/**
 * A server that has just started draws its public pages (docs/decisions/041-first-paint.md):
 * measure one that has settled, as visitors meet it. Asks for the audited pages, then waits until
 * the server answers at once several times in a row.
 */
async function settle() {
  for (const pathname of PAGES) await fetch(`${ORIGIN}${pathname}`);
  let quick = 0;
  for (let i = 0; i < 240 && quick < 8; i += 1) {
    const started = performance.now();
    await fetch(`${ORIGIN}/api/ready`);
    quick = performance.now() - started < 25 ? quick + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

let runNumber = 0;
// Lighthouse sometimes fails to record a load at all (NO_NAVSTART: no navigation in its trace): such
// a run measured nothing, so it is gathered again rather than scored 0 (at most twice more).
const ATTEMPTS = 3;

async function audit(pathname) {
  for (let attempt = 1; ; attempt += 1) {
    const run = await auditOnce(pathname);
    if (!run.runtimeError || attempt === ATTEMPTS) return run;
  }
}

async function auditOnce(pathname) {
  const flags = {
    port: DEBUG_PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: Object.keys(MINIMUM),
    // Screenshots are for people reading a report; the scores do not need them.
    disableFullPageScreenshot: true,
    skipAudits: ['screenshot-thumbnails', 'final-screenshot'],
  };
  // Gather (load the page, unthrottled: the throttling is simulated afterwards), then simulate
  // and audit with the slowdown this run's benchmark index calls for.
  const artifactsDir = path.join(dir, `run-${(runNumber += 1)}`);
  await lighthouse(`${ORIGIN}${pathname}`, { ...flags, gatherMode: artifactsDir });
  const artifactsFile = path.join(artifactsDir, 'artifacts.json');
  const artifacts = JSON.parse(readFileSync(artifactsFile, 'utf8'));
  const slowdown = cpuSlowdownFor(artifacts.BenchmarkIndex);
  const settings = { ...flags, throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: slowdown } };
  artifacts.settings.throttling = settings.throttling;
  writeFileSync(artifactsFile, JSON.stringify(artifacts));
  const result = await lighthouse(`${ORIGIN}${pathname}`, { ...settings, auditMode: artifactsDir });
  const { categories, audits, runtimeError, runWarnings } = result.lhr;
  // A run Lighthouse could not complete (no navigation recorded, no paint seen) scores nothing: say why.
  if (runtimeError) console.log(`     run ${runNumber}: ${runtimeError.code}: ${runtimeError.message}`);
  for (const warning of runWarnings ?? []) console.log(`     run ${runNumber}: ${warning}`);
  if (process.env.LIGHTHOUSE_REPORT_DIR) {
    const name = pathname === '/' ? 'home' : pathname.replace(/^\//, '').replace(/\W+/g, '-');
    writeFileSync(path.join(process.env.LIGHTHOUSE_REPORT_DIR, `${name}-run${runNumber}.json`), JSON.stringify(result.lhr, null, 1));
  }
  const scores = Object.fromEntries(Object.keys(MINIMUM).map((id) => [id, Math.round((categories[id].score ?? 0) * 100)]));
  const failing = Object.keys(MINIMUM).flatMap((id) =>
    categories[id].auditRefs
      .filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1)
      .map((ref) => `${id}: ${ref.id} (${audits[ref.id].displayValue ?? audits[ref.id].score}) ${audits[ref.id].title}`),
  );
  const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index']
    .map(
      (id) =>
        `${id
          .split('-')
          .map((w) => w[0])
          .join('')
          .toUpperCase()} ${audits[id].displayValue}`,
    )
    .join(', ');
  // Each run's own score and figures are printed, so CI's output shows what the verdict rests on.
  return {
    scores,
    failing,
    runtimeError,
    metrics: `performance ${scores.performance}: ${metrics} (benchmark index ${Math.round(artifacts.BenchmarkIndex)}: CPU ${slowdown}x)`,
  };
}

const short = (scores) =>
  Object.entries(MINIMUM)
    .filter(([id, min]) => scores[id] < min)
    .map(([id]) => id);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function portIsFree(port) {
  try {
    await fetch(`http://127.0.0.1:${port}/`);
    return false;
  } catch {
    return true;
  }
}

let failed = false;
try {
  // Never measure a server left over from another run.
  for (const port of [PORT, DEBUG_PORT]) {
    if (!(await portIsFree(port))) throw new Error(`Port ${port} is in use: stop what runs there or set LIGHTHOUSE_PORT.`);
  }
  // The server runs at the lowest CPU priority: on a two-core machine it would otherwise take turns
  // with the simulated phone's page, which in real life never shares a CPU with our server.
  start('nice', ['-n', '19', process.execPath, '--enable-source-maps', 'dist/server/main.js'], {
    NODE_ENV: 'production',
    PGLITE_DIR: path.join(dir, 'db'),
    PORT: String(PORT),
    HOST: '127.0.0.1',
    PUBLIC_URL: ORIGIN,
    LOG_LEVEL: 'warn',
  });
  await waitFor(`${ORIGIN}/api/ready`, 'The server');
  await settle();
  start(
    process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
      '--no-default-browser-check',
      `--remote-debugging-port=${DEBUG_PORT}`,
      `--user-data-dir=${path.join(dir, 'chromium')}`,
      'about:blank',
    ],
    {},
    'ignore',
  );
  await waitFor(`http://127.0.0.1:${DEBUG_PORT}/json/version`, 'Chromium', 30);

  for (const pathname of PAGES) {
    const runs = [await audit(pathname)];
    if (short(runs[0].scores).length > 0) {
      while (runs.length < RUNS_WHEN_SHORT) runs.push(await audit(pathname));
    }
    const scores = Object.fromEntries(Object.keys(MINIMUM).map((id) => [id, median(runs.map((r) => r.scores[id]))]));
    const below = short(scores);
    const shown = Object.entries(scores)
      .map(([id, score]) => `${id} ${score}`)
      .join(', ');
    console.log(`${below.length ? 'FAIL' : 'ok  '} ${pathname}: ${shown}${runs.length > 1 ? ` (median of ${runs.length})` : ''}`);
    console.log(`     ${runs.map((r) => r.metrics).join('\n     ')}`);
    if (below.length) {
      failed = true;
      for (const line of new Set(runs.flatMap((r) => r.failing))) console.log(`     - ${line}`);
    }
  }
} finally {
  await stopAll();
}
if (failed) {
  console.error(`Lighthouse: a page is below ${JSON.stringify(MINIMUM)}.`);
  process.exit(1);
}
console.log('Lighthouse: every page meets its scores.');
