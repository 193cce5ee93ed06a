import { and, eq } from 'drizzle-orm';
import type { AppDb } from '#server/platform/db/client';
import type { Mailer } from '#server/platform/email/mailer';
import type { JobQueue } from '#server/platform/jobs/queue';
import { users } from '../auth/schema';
import { FORGET_CONFIRMATION_AFTER_SECONDS, FORGET_CONFIRMATION_QUEUE } from './jobs';
import { deletePersonalData } from './personal-data';
import { dataDeletionRequests } from './schema';

/** Another run got to the deletion first (its own job and the sweep's safety net, say). */
class AlreadyClaimed extends Error {}

/**
 * The deletion job: after the grace period, unless cancelled, deletes the person, then emails the
 * confirmation and schedules its anonymisation. Answers whether this run did the deletion; of two
 * runs at once (the request's own job and the daily sweep), exactly one does.
 */
export function createDeletionRunner(deps: {
  db: AppDb;
  queue: JobQueue;
  mailer: Mailer;
  /** Other features' work before the data goes (memberships stop billing); a failure leaves the job to retry. */
  beforeDeletion?: (userId: string) => Promise<void>;
}) {
  const { db, queue, mailer } = deps;
  const pending = (requestId: string) => and(eq(dataDeletionRequests.id, requestId), eq(dataDeletionRequests.status, 'pending'));

  return async function runDeletion(requestId: string, now = new Date()): Promise<boolean> {
    const [request] = await db.select().from(dataDeletionRequests).where(eq(dataDeletionRequests.id, requestId));
    if (!request || request.status !== 'pending' || !request.userId || request.scheduledFor.getTime() > now.getTime()) return false;
    const [who] = await db.select({ id: users.id, email: users.email, name: users.name }).from(users).where(eq(users.id, request.userId));
    if (!who) {
      // The account is already gone: nothing is left to delete; the request keeps no more than any completed one.
      await db
        .update(dataDeletionRequests)
        .set({ status: 'completed', completedAt: now, userId: null, email: null, reason: null, cancelToken: null })
        .where(pending(requestId));
      return false;
    }
    await deps.beforeDeletion?.(who.id);
    try {
      await deletePersonalData(db, who, async (tx) => {
        // Claimed in the same transaction as the deletion: a second run waits on the row, then finds it taken.
        const claimed = await tx
          .update(dataDeletionRequests)
          .set({ status: 'completed', completedAt: now })
          .where(pending(requestId))
          .returning({ id: dataDeletionRequests.id });
        if (claimed.length === 0) throw new AlreadyClaimed();
      });
    } catch (err) {
      if (err instanceof AlreadyClaimed) return false;
      throw err;
    }
    await mailer.send({ type: 'data_deletion_done', to: who.email, userId: null, vars: { fullName: who.name } });
    await queue.send(FORGET_CONFIRMATION_QUEUE, {}, { startAfterSeconds: FORGET_CONFIRMATION_AFTER_SECONDS });
    return true;
  };
}
