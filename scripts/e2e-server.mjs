// Starts the real server, compiled as `npm run serve` runs it (`npm run build` first), on a fresh
// embedded database for the Playwright journeys.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const dir = mkdtempSync(path.join(os.tmpdir(), 'recalibrate-e2e-'));
const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PGLITE_DIR: path.join(dir, 'db'),
    PORT: process.env.PORT ?? '3100',
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${process.env.PORT ?? '3100'}`,
    LOG_LEVEL: 'warn',
    // Emails go over real SMTP to scripts/e2e-mail-catcher.mjs; the journeys read them there.
    SMTP_URL: `smtp://127.0.0.1:${process.env.MAIL_SMTP_PORT ?? '3125'}`,
    MAIL_FROM: 'Recalibrate <hello@recalibrate.test>',
    // The first staff member of the journeys (tests/e2e/support.ts SUPER_ADMIN_EMAIL).
    BOOTSTRAP_SUPER_ADMINS: 'founder@recalibrate.test',
    // Journeys sign in many times from one address; the limiter is proven by the API tests.
    AUTH_RATE_LIMIT: 'false',
    // Every journey comes from one address; the API's general limit is proven by the API tests.
    RATE_LIMIT_PER_MINUTE: '6000',
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  rmSync(dir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
