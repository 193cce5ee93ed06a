import { addDays } from 'date-fns/addDays';
import { and, desc, eq, lte } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { DELETION_GRACE_DAYS } from '#shared/contracts/privacy';
import type { AppDb } from '#server/platform/db/client';
import type { Mailer } from '#server/platform/email/mailer';
import { HttpError } from '#server/platform/errors';
import { type PageRequest, readPage } from '#server/platform/paging';
import type { JobQueue } from '#server/platform/jobs/queue';
import { createConsentService } from './consents';
import type { SweepLog } from './daily-sweep';
import { createExportService } from './exports';
import { DELETION_QUEUE, definePrivacyJobs, queueMissedSweep } from './jobs';
import { accountHolder } from './personal-data';
import { createDeletionRunner } from './run-deletion';
import { dataDeletionRequests } from './schema';

/**
 * A member's privacy: consents and settings (consents.ts) and exports (exports.ts) in their own
 * modules; deletion requests, their grace period and the jobs here.
 */
export function createPrivacyService(deps: { db: AppDb; queue: JobQueue; mailer: Mailer; publicUrl: string; log?: SweepLog }) {
  const { db, queue, mailer } = deps;
  const site = deps.publicUrl.replace(/\/$/, '');
  const deletionHooks: ((userId: string) => Promise<void>)[] = [];

  const service = {
    ...createConsentService(db),
    ...createExportService({ db, queue, mailer, site }),

    /** Spec 7 request_data_deletion: pending for the grace period, then the job deletes. */
    async requestDeletion(userId: string, reason: string | undefined) {
      const who = await accountHolder(db, userId);
      const [open] = await db
        .select()
        .from(dataDeletionRequests)
        .where(and(eq(dataDeletionRequests.userId, userId), eq(dataDeletionRequests.status, 'pending')));
      if (open) return open;
      const cancelToken = randomBytes(24).toString('base64url');
      const [row] = await db
        .insert(dataDeletionRequests)
        .values({
          userId,
          email: who.email,
          reason: reason?.trim() || null,
          cancelToken,
          scheduledFor: addDays(new Date(), DELETION_GRACE_DAYS),
        })
        .returning();
      await queue.send(DELETION_QUEUE, { requestId: row.id }, { startAfterSeconds: DELETION_GRACE_DAYS * 24 * 60 * 60 });
      await mailer.send({
        type: 'data_deletion',
        to: who.email,
        userId: who.id,
        vars: { fullName: who.name, url: `${site}/privacy/cancel-deletion?token=${cancelToken}` },
      });
      return row;
    },

    async deletionRequests(userId: string) {
      return db
        .select()
        .from(dataDeletionRequests)
        .where(eq(dataDeletionRequests.userId, userId))
        .orderBy(desc(dataDeletionRequests.createdAt))
        .limit(20);
    },

    async cancelDeletion(where: { userId: string; id: string } | { token: string }) {
      const condition =
        'token' in where
          ? eq(dataDeletionRequests.cancelToken, where.token)
          : and(eq(dataDeletionRequests.id, where.id), eq(dataDeletionRequests.userId, where.userId));
      const [row] = await db
        .update(dataDeletionRequests)
        .set({ status: 'cancelled', cancelledAt: new Date(), cancelToken: null })
        .where(and(condition, eq(dataDeletionRequests.status, 'pending')))
        .returning();
      if (!row) throw new HttpError(404, 'There is no pending deletion request to cancel.');
      return row;
    },

    /** The deletion job: runs after the grace period unless cancelled; true when this run deleted. */
    runDeletion: createDeletionRunner({
      db,
      queue,
      mailer,
      beforeDeletion: async (userId) => {
        for (const hook of deletionHooks) await hook(userId);
      },
    }),

    /** Work another feature does before an account's data is deleted (memberships stop its billing). */
    beforeDeletion(hook: (userId: string) => Promise<void>) {
      deletionHooks.push(hook);
    },

    /** Any pending request whose grace period is over: the daily sweep runs them if their job was lost. */
    async dueDeletions(now = new Date()) {
      return db
        .select({ id: dataDeletionRequests.id })
        .from(dataDeletionRequests)
        .where(and(eq(dataDeletionRequests.status, 'pending'), lte(dataDeletionRequests.scheduledFor, now)));
    },

    /** Every deletion request, newest first, a page at a time (decision 156). */
    async staffDeletionList(request: PageRequest) {
      return readPage(db, dataDeletionRequests, undefined, request);
    },
  };

  const dailySweep = definePrivacyJobs({ db, queue, log: deps.log }, service);
  /** Queues the daily sweep when one was missed; call once the queue has started (main.ts). */
  const queueMissedSweepNow = (now?: Date) => queueMissedSweep({ db, queue, log: deps.log }, now);
  return { ...service, dailySweep, queueMissedSweep: queueMissedSweepNow };
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;
