import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isolatedDatabase } from '../../testing/test-app';
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
});
