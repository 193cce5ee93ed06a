import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isolatedDatabase } from '#server/testing/test-app';
import { type JobQueue, createJobQueue } from './queue';

describe('job queue', () => {
  let isolated: Awaited<ReturnType<typeof isolatedDatabase>>;
  const queues: JobQueue[] = [];
  beforeAll(async () => {
    isolated = await isolatedDatabase();
  });
  afterAll(async () => {
    for (const queue of queues) await queue.stop();
    await isolated.drop();
  });

  it('installs once when several instances start at the same moment on a fresh database, then works a job', async () => {
    const worked: string[] = [];
    for (let i = 0; i < 4; i++) {
      const queue = createJobQueue(isolated.database, { workers: i === 0, pollingIntervalSeconds: 0.5 });
      queue.define<{ note: string }>('queue-test', async ({ note }) => {
        worked.push(note);
      });
      queues.push(queue);
    }
    await Promise.all(queues.map((queue) => queue.start()));
    const { rows } = await isolated.database.execute(`select count(*)::int as n from pgboss.version`);
    expect(rows[0]?.n).toBe(1);

    await queues[3]!.send('queue-test', { note: 'hello' });
    const end = Date.now() + 10_000;
    while (worked.length === 0 && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
    expect(worked).toEqual(['hello']);
  });

  it('sends a cron job once per occurrence however many worker instances run, on the database clock', async () => {
    const runs: number[] = [];
    const pair: JobQueue[] = [];
    for (let i = 0; i < 2; i++) {
      const queue = createJobQueue(isolated.database, { workers: true, pollingIntervalSeconds: 0.5, cronMonitorIntervalSeconds: 1 });
      queue.define(
        'queue-test-cron',
        async () => {
          runs.push(Date.now());
        },
        { cron: '* * * * *' },
      );
      pair.push(queue);
      queues.push(queue);
    }
    const firstMinute = Math.floor(Date.now() / 60_000);
    await Promise.all(pair.map((queue) => queue.start()));
    const { rows } = await isolated.database.execute(`select cron from pgboss.schedule where name = $1`, ['queue-test-cron']);
    expect(rows).toEqual([{ cron: '* * * * *' }]);
    const end = Date.now() + 20_000;
    while (runs.length === 0 && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
    await new Promise((r) => setTimeout(r, 3000)); // room for a duplicate to show up, if there were one
    const minutes = Math.floor(Date.now() / 60_000) - firstMinute + 1;
    expect(runs.length).toBeGreaterThanOrEqual(1);
    expect(runs.length).toBeLessThanOrEqual(minutes);
  });

  it('holds a job sent while the queue is still starting (the server listens first), then works it', async () => {
    const fresh = await isolatedDatabase();
    const queue = createJobQueue(fresh.database, { workers: true, pollingIntervalSeconds: 0.5 });
    const worked: string[] = [];
    queue.define<{ note: string }>('queue-early', async ({ note }) => {
      worked.push(note);
    });
    try {
      const starting = queue.start();
      // The pgboss schema does not exist yet: sent now, the job would fail without the wait.
      const id = await queue.send('queue-early', { note: 'early' });
      await starting;
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      const end = Date.now() + 10_000;
      while (worked.length === 0 && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
      expect(worked).toEqual(['early']);
    } finally {
      await queue.stop();
      await fresh.drop();
    }
  });
});
