import { defineConfig, devices } from '@playwright/test';

// Journeys run in Debian's Chromium (never a downloaded browser) against the built app served
// by the real server on a fresh embedded database (scripts/e2e-server.mjs).
const PORT = Number(process.env.E2E_PORT ?? 3100);
// The journeys' mail catcher (scripts/e2e-mail-catcher.mjs) sits beside the app: SMTP on PORT+25, its JSON on PORT+26.
const MAIL_SMTP_PORT = PORT + 25;
const MAIL_HTTP_PORT = PORT + 26;
process.env.E2E_MAIL_HTTP_PORT = String(MAIL_HTTP_PORT);
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const DESKTOP = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };
/** Journeys that change the whole site for everyone while they run. */
const SITE_WIDE = /launch-gate\.spec\.ts$/;
/** Journeys that time pages: alone on the machine, after the others (CI runs the others in two halves). */
const ALONE = /member-speed\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // One journey at a time: they share one server on an embedded database, which serves one request
  // at a time, so two workers only made each journey twice as slow (close to its time limit). CI
  // runs two Playwright processes instead, each with its own server (.ci/run). The journey that
  // times member pages runs after the others, and the launch-gate journey, which switches the whole
  // site's gate, runs last: each in a project of its own.
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A failed journey keeps its trace (actions, DOM snapshots, network) and error-context.md; the
    // screencast frames are left out: recording them for every passing journey costs CPU on two cores.
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [
    { name: 'desktop', use: DESKTOP, testIgnore: [/\.mobile\.spec\.ts$/, SITE_WIDE, ALONE] },
    { name: 'mobile', use: { ...devices['Pixel 7'] }, testMatch: /\.mobile\.spec\.ts$/ },
    { name: 'alone', use: DESKTOP, testMatch: ALONE, dependencies: ['desktop', 'mobile'] },
    { name: 'site-wide', use: DESKTOP, testMatch: SITE_WIDE, dependencies: ['alone'] },
  ],
  webServer: [
    {
      command: 'node scripts/e2e-mail-catcher.mjs',
      url: `http://127.0.0.1:${MAIL_HTTP_PORT}/health`,
      reuseExistingServer: false,
      timeout: 20_000,
      env: { MAIL_SMTP_PORT: String(MAIL_SMTP_PORT), MAIL_HTTP_PORT: String(MAIL_HTTP_PORT) },
    },
    {
      command: `node scripts/e2e-server.mjs`,
      url: `http://127.0.0.1:${PORT}/api/ready`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: { PORT: String(PORT), MAIL_SMTP_PORT: String(MAIL_SMTP_PORT) },
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
