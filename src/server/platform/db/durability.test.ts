import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, expect, it } from 'vitest';
import { TEST_DATABASE_URL } from '#server/testing/test-app';
import { openDatabase } from './client';
import { PGLITE_MEMORY_SETTINGS } from './pglite-memory';

const dir = mkdtempSync(path.join(os.tmpdir(), 'recalibrate-durability-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// The embedded database keeps what it committed when its process is killed without warning
// (kill -9): a commit is written to the data directory before it answers, whatever PostgreSQL
// keeps in its own (smaller, decision 161) buffers. On PostgreSQL that is PostgreSQL's own affair.
it.skipIf(TEST_DATABASE_URL)('keeps every committed row of an embedded database killed with SIGKILL', { timeout: 240_000 }, async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'durability-child.ts'), dir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let lastCommitted = 0;
  let sharedBuffers = '';
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the writer exited with ${code} before it was killed`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.startsWith('shared_buffers ')) sharedBuffers = line.slice(15);
      const committed = /^committed (\d+)$/.exec(line);
      if (!committed) return;
      lastCommitted = Number(committed[1]);
      // Killed in the middle of its writing, between one commit and the next.
      if (lastCommitted === 300) {
        child.removeAllListeners('exit');
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }
    });
  });
  expect(sharedBuffers).toBe(PGLITE_MEMORY_SETTINGS.shared_buffers);

  const reopened = await openDatabase({ dataDir: dir });
  try {
    const { rows } = await reopened.execute('select count(*)::int as n, max(id) as last from durability');
    // Every row it reported committed is there; rows committed after the last report may be too.
    expect(rows[0]?.n).toBeGreaterThanOrEqual(lastCommitted);
    expect(rows[0]?.n).toBe(rows[0]?.last);
  } finally {
    await reopened.close();
  }
});
