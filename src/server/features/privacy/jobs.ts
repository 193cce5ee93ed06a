import { eq, sql } from 'drizzle-orm';
import type { AppDb } from '#server/platform/db/client';
import { siteSettings } from '../launch-gate/schema';
import type { JobQueue } from '#server/platform/jobs/queue';
import { SWEEP_CRON, SWEEP_QUEUE, type SweepLog, createDailySweep, sweepOverdue } from './daily-sweep';
import { forgetDeletionConfirmations } from './retention';

/** The privacy feature's background jobs (pg-boss queues). */
export const EXPORT_QUEUE = 'privacy-export';
export const DELETION_QUEUE = 'privacy-deletion';
/** Removes export archives once their days of availability are over. */
export const EXPORT_PURGE_QUEUE = 'privacy-export-purge';
/** Anonymises the 'deletion done' email once delivered; runs this long after the deletion. */
export const FORGET_CONFIRMATION_QUEUE = 'privacy-forget-confirmation';
export const FORGET_CONFIRMATION_AFTER_SECONDS = 10 * 60;

interface Work {
  buildExport(requestId: string): Promise<void>;
  purgeExpiredExports(now?: Date): Promise<number>;
  runDeletion(requestId: string, now?: Date): Promise<boolean>;
  dueDeletions(now?: Date): Promise<{ id: string }[]>;
}

/**
 * At start-up: when the daily sweep was missed (no instance ran at 03:17 UTC), one is queued now.
 * One job however many instances start at once (singleton key). Returns the job's id, or null.
 */
export async function queueMissedSweep(deps: { db: AppDb; queue: JobQueue; log?: SweepLog }, now = new Date()): Promise<string | null> {
  if (!(await sweepOverdue(deps.db, now))) return null;
  const id = await deps.queue.send(SWEEP_QUEUE, {}, { singletonKey: 'missed-sweep' });
  deps.log?.info({ jobId: id }, 'privacy sweep: none has run for over a day; one is queued now');
  return id;
}

/** Declares every privacy queue and its worker; answers the daily sweep, for tests and staff tools. */
export function definePrivacyJobs(deps: { db: AppDb; queue: JobQueue; log?: SweepLog }, work: Work) {
  const { db, queue } = deps;
  const dailySweep = createDailySweep({
    db,
    log: deps.log,
    purgeExpiredExports: (now) => work.purgeExpiredExports(now),
    dueDeletions: (now) => work.dueDeletions(now),
    runDeletion: (id, now) => work.runDeletion(id, now),
  });
  queue.define<{ requestId: string }>(EXPORT_QUEUE, ({ requestId }) => work.buildExport(requestId), { retryLimit: 3 });
  queue.define(
    EXPORT_PURGE_QUEUE,
    async () => {
      await work.purgeExpiredExports();
    },
    { retryLimit: 5 },
  );
  queue.define<{ requestId: string }>(
    DELETION_QUEUE,
    async ({ requestId }) => {
      await work.runDeletion(requestId);
    },
    { retryLimit: 5 },
  );
  queue.define(
    FORGET_CONFIRMATION_QUEUE,
    async () => {
      await forgetDeletionConfirmations(db);
    },
    { retryLimit: 5 },
  );
  queue.define(
    SWEEP_QUEUE,
    async () => {
      // The cron job and a start-up's missed-sweep job can meet (two instances starting together
      // queued two): the first to claim the hour sweeps, the others have nothing to do.
      if (!(await claimSweep(db))) return;
      try {
        await dailySweep();
      } catch (err) {
        await releaseSweep(db);
        throw err;
      }
    },
    { retryLimit: 2, cron: SWEEP_CRON },
  );
  return dailySweep;
}

const SWEEP_CLAIM = 'privacy_sweep_claim';
/** One sweep per this span, however many jobs ask for one. */
export const SWEEP_CLAIM_MS = 60 * 60 * 1000;

/** Claims the sweep: true for exactly one of several instances or jobs within SWEEP_CLAIM_MS. */
export async function claimSweep(db: AppDb, now = new Date()): Promise<boolean> {
  const claim = { claimedAt: now.toISOString() };
  const stale = new Date(now.getTime() - SWEEP_CLAIM_MS).toISOString();
  const rows = await db
    .insert(siteSettings)
    .values({ key: SWEEP_CLAIM, value: claim })
    .onConflictDoUpdate({
      target: siteSettings.key,
      set: { value: claim, updatedAt: now },
      setWhere: sql`(${siteSettings.value}->>'claimedAt')::timestamptz < ${stale}::timestamptz`,
    })
    .returning({ key: siteSettings.key });
  return rows.length > 0;
}

/** A sweep that failed gives its claim back, so that its retry may run. */
async function releaseSweep(db: AppDb) {
  await db.delete(siteSettings).where(eq(siteSettings.key, SWEEP_CLAIM));
}
