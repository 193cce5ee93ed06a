import PgBoss from 'pg-boss';
import type { Database } from '../db/client';

/**
 * The durable job queue (email, export, deletion, rollups): pg-boss in the same database, on
 * PostgreSQL and on PGlite alike. Jobs survive restarts, retry with backoff, and several server
 * instances share the work safely (pg-boss fetches with SKIP LOCKED).
 */
export interface JobQueue {
  /** Declares a queue and its worker. Call before start(). */
  define<T extends object>(name: string, handler: (data: T) => Promise<void>, options?: QueueOptions): void;
  send<T extends object>(name: string, data: T, options?: { startAfterSeconds?: number; singletonKey?: string }): Promise<string | null>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface QueueOptions {
  retryLimit?: number;
  retryDelaySeconds?: number;
  pollingIntervalSeconds?: number;
  /**
   * A cron expression (UTC) on which pg-boss sends this queue a job with empty data. The schedule
   * lives in the database; pg-boss's clock in the worker instances sends each occurrence once,
   * however many instances run.
   */
  cron?: string;
}

interface Definition {
  name: string;
  handler: (data: object) => Promise<void>;
  options: Required<Omit<QueueOptions, 'cron'>> & { cron: string | null };
}

/** Workers per queue in each instance: jobs of one queue run this many at a time. */
const WORKERS_PER_QUEUE = 3;

export interface JobQueueConfig {
  workers: boolean;
  pollingIntervalSeconds?: number;
  /** How often the cron clock looks for due schedules (pg-boss default 30 s; tests use 1). */
  cronMonitorIntervalSeconds?: number;
}

export function createJobQueue(database: Database, config: JobQueueConfig): JobQueue {
  const definitions: Definition[] = [];
  const workerIds = new Map<string, string[]>();
  const boss = new PgBoss({
    db: { executeSql: (text: string, values: unknown[]) => database.execute(text, values) },
    schema: 'pgboss',
    supervise: config.workers,
    // The clock that sends cron jobs runs where the workers do.
    schedule: config.workers,
    ...(config.cronMonitorIntervalSeconds
      ? { cronMonitorIntervalSeconds: config.cronMonitorIntervalSeconds, cronWorkerIntervalSeconds: 1 }
      : {}),
    migrate: true,
  });
  // pg-boss reports errors of its background loops as events; an unhandled 'error' would crash.
  boss.on('error', () => {});
  let started = false;
  // Set while start() runs: a job sent meanwhile (the server listens before it starts the queue) waits for it.
  let starting: Promise<void> | null = null;

  return {
    define(name, handler, options = {}) {
      definitions.push({
        name,
        handler: handler as (data: object) => Promise<void>,
        options: {
          retryLimit: options.retryLimit ?? 5,
          retryDelaySeconds: options.retryDelaySeconds ?? 10,
          pollingIntervalSeconds: options.pollingIntervalSeconds ?? config.pollingIntervalSeconds ?? 2,
          cron: options.cron ?? null,
        },
      });
    },
    async send(name, data, options = {}) {
      if (starting) await starting;
      const id = await boss.send(name, data, {
        ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      });
      // Wake a local worker now instead of waiting for its next poll (other instances still poll).
      const local = workerIds.get(name);
      if (local?.length && !options.startAfterSeconds) boss.notifyWorker(local[Math.floor(Math.random() * local.length)]);
      return id;
    },
    start() {
      if (started) return starting ?? Promise.resolve();
      started = true;
      starting = startBoss().finally(() => {
        starting = null;
      });
      return starting;
    },
    async stop() {
      if (starting) await starting.catch(() => {});
      if (!started) return;
      started = false;
      workerIds.clear();
      await boss.stop({ graceful: true, wait: true, timeout: 5000 });
    },
  };

  async function startBoss() {
    await installSchema(database);
    await boss.start();
    for (const def of definitions) {
      await boss.createQueue(def.name, {
        retryLimit: def.options.retryLimit,
        retryDelay: def.options.retryDelaySeconds,
        retryBackoff: true,
      });
      if (def.options.cron) await boss.schedule(def.name, def.options.cron, {});
      if (config.workers) {
        const ids: string[] = [];
        for (let i = 0; i < WORKERS_PER_QUEUE; i++) {
          ids.push(
            await boss.work(def.name, { pollingIntervalSeconds: def.options.pollingIntervalSeconds, batchSize: 1 }, async (jobs) => {
              for (const job of jobs) await def.handler(job.data as object);
            }),
          );
        }
        workerIds.set(def.name, ids);
      }
    }
  }
}

/**
 * Installs pg-boss's schema before pg-boss looks for it, under the database's setup lock. pg-boss's
 * own install takes an advisory lock too, but two instances starting at the same moment on
 * PostgreSQL can still collide on pg_namespace, and on PGlite's single session a failed script
 * would leave the session inside an aborted transaction.
 */
async function installSchema(database: Database): Promise<void> {
  await database.exclusive(async (execute) => {
    const [row] = await execute(`select to_regclass('pgboss.version') as name`);
    if (!row?.name) await execute(PgBoss.getConstructionPlans('pgboss'));
  });
}

/**
 * Declares a sweep run on a cron schedule (an expiry, a renewal, a reminder) as its queue's worker,
 * retried twice when it throws; answers the sweep itself, so tests can run it directly.
 */
export function defineCronSweep<R>(queue: JobQueue, name: string, cron: string, sweep: () => Promise<R>): () => Promise<R> {
  queue.define(
    name,
    async () => {
      await sweep();
    },
    { retryLimit: 2, cron },
  );
  return sweep;
}
