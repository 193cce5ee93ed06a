import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { type Actor, type MembershipTier, type StaffRole } from '#shared/access/policy';
import { buildApp, type App } from '../app';
import { CONTENT_KINDS } from '../content-kinds';
import type { ActorResolver } from '../platform/access';
import { loadContent } from '../platform/content/loader';
import { type Database, type OpenOptions, openDatabase } from '../platform/db/client';
import { type Env, parseEnv } from '../platform/env';
import type { RealtimeEvent } from '../platform/realtime/bus';
import { type Services, createServices, stopServices } from '../services';
import { sessionActorResolver } from '../features/auth/actor';

/**
 * API tests run through the real server on a real database: PGlite in memory by default, or the
 * PostgreSQL named by TEST_DATABASE_URL (CI runs the suite both ways). One database per test
 * file (opening PGlite costs ~1.7 s); tests isolate themselves by making their own data.
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

let shared: Promise<Database> | null = null;

/** An in-memory PGlite, started from the migrated template of tests/setup/pglite-template.ts when there is one. */
function memoryDatabase(): OpenOptions {
  const template = inject('pgliteTemplate');
  return template ? { dataDir: 'memory://', template: new Blob([readFileSync(template)]) } : { dataDir: 'memory://' };
}

export function testDatabase(): Promise<Database> {
  shared ??= (async () => {
    const database = await openDatabase(TEST_DATABASE_URL ? { url: TEST_DATABASE_URL, poolSize: 5 } : memoryDatabase());
    await database.migrate();
    return database;
  })();
  return shared;
}

/**
 * A database of its own, for tests that change global state (the launch gate switch): a fresh
 * in-memory PGlite, or a new database on the TEST_DATABASE_URL server. drop() removes it.
 */
export async function isolatedDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  if (!TEST_DATABASE_URL) {
    const database = await openDatabase(memoryDatabase());
    await database.migrate();
    return { database, drop: () => database.close() };
  }
  const admin = await openDatabase({ url: TEST_DATABASE_URL, poolSize: 1 });
  const name = `test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  await admin.execute(`create database ${name}`);
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 5 });
  await database.migrate();
  return {
    database,
    drop: async () => {
      await database.close();
      await admin.execute(`drop database if exists ${name}`);
      await admin.close();
    },
  };
}

export function testEnv(overrides: Record<string, string> = {}): Env {
  return parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: './dist/web',
    FIRST_PAINT_ENTRY: '',
    AUTH_RATE_LIMIT: 'false',
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    ...overrides,
  });
}

/** A test actor, named in the x-test-actor header (tests only: production resolves real sessions). */
export interface TestActorSpec {
  userId?: string;
  email?: string;
  staffRole?: StaffRole | null;
  tier?: MembershipTier;
  isCoach?: boolean;
}

export function makeActor(spec: TestActorSpec = {}): Actor {
  const userId = spec.userId ?? randomUUID();
  return {
    kind: 'user',
    userId,
    email: spec.email ?? `${userId}@example.test`,
    staffRole: spec.staffRole ?? null,
    tier: spec.tier ?? 'free',
    isCoach: spec.isCoach ?? false,
  };
}

/** One caller of each kind a back-office route is tested with: a visitor, a member and each staff role. */
export function actorsByRole() {
  const visitor: Actor = { kind: 'visitor' };
  return {
    visitor,
    member: makeActor(),
    analyst: makeActor({ staffRole: 'analyst' }),
    admin: makeActor({ staffRole: 'admin' }),
    superAdmin: makeActor({ staffRole: 'super_admin' }),
  };
}

/** The x-test-actor header when present, else the real session (so sign-in tests use real cookies). */
export function testActorResolver(fallback: ActorResolver): ActorResolver {
  return async (request: FastifyRequest) => {
    const header = request.headers['x-test-actor'];
    if (typeof header !== 'string') return fallback(request);
    return JSON.parse(header) as Actor;
  };
}

export function asActor(actor: Actor): Record<string, string> {
  return actor.kind === 'visitor' ? {} : { 'x-test-actor': JSON.stringify(actor) };
}

export interface TestApp extends App {
  database: Database;
  services: Services;
  /** Publishes a realtime event through this instance's bus. */
  publish(userId: string, type: string, data?: unknown): Promise<RealtimeEvent>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  database?: Database;
  /** Where the app's log goes (set LOG_LEVEL in env too). */
  logStream?: { write(line: string): void };
  /** Adds routes or hooks before the app is ready (for tests of the platform itself). */
  beforeReady?: (app: App['app']) => void;
  /** Whether the start-up work after listening is done (main.ts); always, unless a test says. */
  started?: () => boolean;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await testDatabase());
  const env = testEnv(options.env);
  await loadContent(database.db, env.CONTENT_DIR, CONTENT_KINDS);
  const services = await createServices(env, database);
  const built = await buildApp({
    ...services,
    resolveActor: testActorResolver(sessionActorResolver(services.auth, env, database, services.actors)),
    logStream: options.logStream,
    started: options.started,
  });
  options.beforeReady?.(built.app);
  await built.app.ready();
  await services.queue.start();
  return {
    ...built,
    database,
    services,
    publish: (userId, type, data) => services.bus.publish(userId, type, data),
    close: async () => {
      await built.app.close();
      await stopServices(services);
    },
  };
}
