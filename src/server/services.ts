import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { defineImpersonationExpiry } from './features/admin/impersonation-expiry';
import { type ActorCache, createActorCache } from './features/auth/actor-cache';
import { type Auth, createAuth } from './features/auth/auth';
import { defineMembershipReminders } from './features/memberships/reminders';
import { type PrivacyService, createPrivacyService } from './features/privacy/service';
import type { Database } from './platform/db/client';
import { type Mailer, createMailer, outboxTransport, smtpTransport } from './platform/email/mailer';
import type { Env } from './platform/env';
import { type JobQueue, createJobQueue } from './platform/jobs/queue';
import { type RealtimeBus, createRealtimeBus } from './platform/realtime/bus';
import { getOrCreateSecret } from './platform/secrets';
import { safeError } from './platform/log-safe';
import { type TestProvider, choosePaymentProvider } from './platform/payments/choose';
import type { PaymentProvider } from './platform/payments/provider';

/** The composition root: every integration, chosen by the validated env (ARCHITECTURE.md §1). */
export interface Services {
  env: Env;
  database: Database;
  bus: RealtimeBus;
  queue: JobQueue;
  mailer: Mailer;
  auth: Auth;
  /** Callers resolved moments ago, forgotten when what decides them changes (decision 130). */
  actors: ActorCache;
  privacy: PrivacyService;
  /** Emails members whose support view ran out without being ended (a five-minute cron job; decision 074). */
  emailExpiredSupportViews: (now?: Date) => Promise<number>;
  /** Hardship review and yearly renewal reminders (an hourly cron job; decision 094). */
  sendMembershipReminders: (now?: Date) => Promise<number>;
  /** Signs sessions, tokens and signed cookies. */
  secret: string;
  /** Stripe, or the built-in test provider (then also testPayments). */
  payments: PaymentProvider;
  testPayments: TestProvider | null;
}

export async function createServices(env: Env, database: Database, log?: FastifyBaseLogger): Promise<Services> {
  const logger = log ?? (pino({ level: env.LOG_LEVEL, serializers: { err: safeError } }) as unknown as FastifyBaseLogger);
  const bus = await createRealtimeBus(database);
  const queue = createJobQueue(database, { workers: env.JOB_WORKERS, pollingIntervalSeconds: env.NODE_ENV === 'test' ? 0.5 : 2 });
  const transport = env.SMTP_URL ? smtpTransport(env.SMTP_URL) : outboxTransport(logger);
  const mailer = createMailer({
    db: database.db,
    queue,
    transport,
    from: env.MAIL_FROM,
    retryDelaySeconds: env.NODE_ENV === 'test' ? 1 : 5,
  });
  const secret = env.AUTH_SECRET ?? (await getOrCreateSecret(database.db, 'auth'));
  const auth = createAuth({ env, db: database.db, mailer, secret, log: logger });
  const actors = await createActorCache(database);
  const privacy = createPrivacyService({ db: database.db, queue, mailer, publicUrl: env.PUBLIC_URL, log: logger });
  const emailExpiredSupportViews = defineImpersonationExpiry({ db: database.db, queue, mailer, publicUrl: env.PUBLIC_URL, log: logger });
  const sendMembershipReminders = defineMembershipReminders({ db: database.db, queue, mailer, publicUrl: env.PUBLIC_URL });
  const { provider: payments, testProvider: testPayments } = await choosePaymentProvider(env, database.db);
  return {
    env,
    database,
    bus,
    queue,
    mailer,
    auth,
    actors,
    privacy,
    emailExpiredSupportViews,
    sendMembershipReminders,
    secret,
    payments,
    testPayments,
  };
}

export async function stopServices(services: Services) {
  await services.queue.stop();
  await services.bus.close();
  await services.actors.close();
}
