import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { pgliteStartParams } from './pglite-memory';
import * as schema from './schema';
import { type WriteKind, createWriteWatch } from './write-watch';
import { withPreparedStatements } from './pglite-statements';

export type Schema = typeof schema;
/** The drizzle database, the same type on both drivers. */
export type AppDb = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly db: AppDb;
  /** Runs the migrations in ./migrations; on PostgreSQL under an advisory lock so instances may start together. */
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  /**
   * LISTEN on a channel; the returned function stops listening. Notifications sent while the
   * listening connection was down are lost: `onReconnect` runs each time it is back, to catch up.
   */
  listen(channel: string, onPayload: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>>;
  /** Open LISTEN connections of this instance (one while it listens; a test checks it never doubles). */
  listenerCount(): number;
  /** Calls `listener` with the table of each drizzle write of this process, before it runs (write-watch.ts). */
  onWrite(listener: (table: string, kind: WriteKind) => void): () => void;
  /** Raw SQL for libraries that bring their own (the job queue). Without values, several statements may be sent at once. */
  execute(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /**
   * Runs one-time setup SQL (a library's own schema) on a single connection while holding the
   * migration lock, so instances starting together install it once and never see a half-made one.
   */
  exclusive<T>(fn: (execute: (text: string) => Promise<Record<string, unknown>[]>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * The project's migrations folder: the nearest one above this module, which is
 * src/server/platform/db when run from source and dist/server when run compiled (`npm run serve`).
 */
export const MIGRATIONS_DIR = findMigrations(import.meta.dirname);

function findMigrations(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'migrations');
    if (existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    if (path.dirname(dir) === dir) throw new Error(`No migrations folder above ${from}.`);
  }
}
const MIGRATION_LOCK_KEY = 724_001;

export interface OpenOptions {
  /** postgres:// URL; when absent the embedded PGlite is used. */
  url?: string;
  /** Data directory for PGlite; 'memory://' for an in-memory database. */
  dataDir?: string;
  /** An in-memory PGlite starts from this dump of a data directory instead of an empty cluster (tests). */
  template?: Blob;
  poolSize?: number;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  return options.url ? openPostgres(options.url, options.poolSize ?? 10) : openPglite(options.dataDir ?? 'memory://', options.template);
}

function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Invalid channel name: ${name}`);
  return `"${name}"`;
}

/** Whether the database answers a trivial query. */
async function answers(query: (text: string) => Promise<unknown>): Promise<boolean> {
  try {
    await query('select 1');
    return true;
  } catch {
    return false;
  }
}

/**
 * PGlite and its drizzle driver are imported here, only when the embedded database is opened: a
 * server on PostgreSQL never loads them (decision 164).
 */
async function openPglite(dataDir: string, template?: Blob): Promise<Database> {
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  if (dataDir !== 'memory://') mkdirSync(dataDir, { recursive: true });
  const startParams = pgliteStartParams(PGlite.defaultStartParams);
  const client =
    dataDir === 'memory://'
      ? new PGlite({ startParams, ...(template ? { loadDataDir: template } : {}) })
      : new PGlite(dataDir, { startParams });
  await client.waitReady;
  // PGlite is one session in this process: setup work is serialised by a promise chain.
  let exclusiveTail: Promise<unknown> = Promise.resolve();
  const watch = createWriteWatch();
  const db = drizzlePglite({ client: withPreparedStatements(client), schema, logger: watch.logger }) as unknown as AppDb;
  return {
    kind: 'pglite',
    db,
    onWrite: watch.onWrite,
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    ping: () => answers((text) => client.query(text)),
    // One in-process session: it cannot drop, so there is nothing to reconnect.
    listen: async (channel, onPayload) => {
      const stop = await client.listen(channel, onPayload);
      return async () => stop();
    },
    listenerCount: () => 0,
    exclusive: (fn) => {
      const execute = async (text: string) => {
        try {
          return ((await client.exec(text)).at(-1)?.rows ?? []) as Record<string, unknown>[];
        } catch (error) {
          // A failed multi-statement script can leave the session inside an aborted transaction.
          await client.exec('rollback').catch(() => {});
          throw error;
        }
      };
      const run = exclusiveTail.then(() => fn(execute));
      exclusiveTail = run.catch(() => {});
      return run;
    },
    execute: async (text, values) => {
      if (!values || values.length === 0) {
        const results = await client.exec(text);
        return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
      }
      const result = await client.query(text, values);
      return { rows: result.rows as Record<string, unknown>[] };
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it. Queries report their own errors.
  });
  const watch = createWriteWatch();
  const db = drizzlePg({ client: pool, schema, logger: watch.logger }) as unknown as AppDb;
  const listeners = new Map<string, Set<(payload: string) => void>>();
  const reconnectHandlers = new Set<() => void>();
  let listenClient: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let failures = 0;
  let connectedBefore = false;
  let closed = false;

  /**
   * The one LISTEN connection of this instance. When it drops (a restart, an outage of any length)
   * it is made again with growing pauses (0.25 s doubling to 15 s) for as long as it takes; a
   * connection attempt in flight is shared, so an instance never holds two.
   */
  function scheduleReconnect() {
    if (closed || retryTimer || connecting || listenClient || listeners.size === 0) return;
    const delay = Math.min(15_000, 250 * 2 ** failures);
    failures += 1;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void ensureListener().catch(() => scheduleReconnect());
    }, delay);
  }

  async function connectListener(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (msg) => {
      for (const fn of listeners.get(msg.channel) ?? []) fn(msg.payload ?? '');
    });
    const lost = () => {
      if (listenClient !== client) return;
      listenClient = null;
      client.end().catch(() => {});
      scheduleReconnect();
    };
    client.on('error', lost);
    client.on('end', lost);
    try {
      await client.connect();
      for (const channel of listeners.keys()) await client.query(`LISTEN ${quoteIdent(channel)}`);
    } catch (error) {
      client.removeAllListeners('end');
      await client.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await client.end().catch(() => {});
      throw new Error('The database is closed.');
    }
    return client;
  }

  async function ensureListener(): Promise<pg.Client> {
    if (listenClient) return listenClient;
    connecting ??= connectListener().finally(() => {
      connecting = null;
    });
    const client = await connecting;
    if (listenClient !== client) {
      listenClient = client;
      failures = 0;
      if (connectedBefore) for (const handler of reconnectHandlers) handler();
      connectedBefore = true;
    }
    return client;
  }

  async function withMigrationLock<T>(fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    let healthy = true;
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      return await fn(client);
    } catch (error) {
      // A failed multi-statement script can leave the session inside an aborted transaction.
      await client.query('rollback').catch(() => (healthy = false));
      throw error;
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => (healthy = false));
      client.release(!healthy);
    }
  }

  return {
    kind: 'postgres',
    db,
    onWrite: watch.onWrite,
    migrate: () => withMigrationLock((client) => migratePg(drizzlePg({ client, schema }), { migrationsFolder: MIGRATIONS_DIR })),
    exclusive: (fn) => withMigrationLock((client) => fn(async (text) => lastRows(await client.query(text)))),
    ping: () => answers((text) => pool.query(text)),
    listen: async (channel, onPayload, onReconnect) => {
      const set = listeners.get(channel) ?? new Set();
      const isNew = !listeners.has(channel);
      set.add(onPayload);
      listeners.set(channel, set);
      if (onReconnect) reconnectHandlers.add(onReconnect);
      const hadClient = listenClient !== null;
      const client = await ensureListener();
      // A connection made just now listened to every channel already.
      if (isNew && hadClient) await client.query(`LISTEN ${quoteIdent(channel)}`);
      return async () => {
        set.delete(onPayload);
        if (onReconnect) reconnectHandlers.delete(onReconnect);
        if (set.size === 0) {
          listeners.delete(channel);
          await listenClient?.query(`UNLISTEN ${quoteIdent(channel)}`).catch(() => {});
        }
      };
    },
    listenerCount: () => (listenClient ? 1 : 0),
    execute: async (text, values) => {
      const result = await pool.query(text, values as unknown[] | undefined);
      return { rows: result.rows };
    },
    close: async () => {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      const client = listenClient;
      listenClient = null;
      await client?.end().catch(() => {});
      await pool.end();
    },
  };
}

/** A multi-statement query answers with one result per statement; the last one carries the rows. */
function lastRows(result: pg.QueryResult | pg.QueryResult[]): Record<string, unknown>[] {
  const last = Array.isArray(result) ? result.at(-1) : result;
  return (last?.rows ?? []) as Record<string, unknown>[];
}
