import { addDays } from 'date-fns/addDays';
import { and, desc, eq, isNull, lte } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import { randomBytes } from 'node:crypto';
import {
  CONSENT_TYPES,
  type ConsentType,
  SETTING_CONSENT,
  DEFAULT_PRIVACY_SETTINGS,
  DELETION_GRACE_DAYS,
  EXPORT_DAYS_AVAILABLE,
  PRIVACY_POLICY_VERSION,
  type PrivacySettings,
} from '#shared/contracts/privacy';
import type { AppDb } from '#server/platform/db/client';
import type { Mailer } from '#server/platform/email/mailer';
import { HttpError } from '#server/platform/errors';
import { type PageRequest, afterCursor, cursorAt, newestFirst, toPage, readPage } from '#server/platform/paging';
import type { JobQueue } from '#server/platform/jobs/queue';
import { users } from '../auth/schema';
import type { SweepLog } from './daily-sweep';
import { DELETION_QUEUE, EXPORT_PURGE_QUEUE, EXPORT_QUEUE, definePrivacyJobs, queueMissedSweep } from './jobs';
import { type Person, collectPersonalData, exportReadme } from './personal-data';
import { createDeletionRunner } from './run-deletion';
import { dataDeletionRequests, dataExportRequests, privacyConsents, privacySettings } from './schema';

export interface RequestContext {
  ip: string | null;
  userAgent: string | null;
}

export function createPrivacyService(deps: { db: AppDb; queue: JobQueue; mailer: Mailer; publicUrl: string; log?: SweepLog }) {
  const { db, queue, mailer } = deps;
  const site = deps.publicUrl.replace(/\/$/, '');
  const deletionHooks: ((userId: string) => Promise<void>)[] = [];

  async function person(userId: string): Promise<Person & { name: string }> {
    const [row] = await db.select({ id: users.id, email: users.email, name: users.name }).from(users).where(eq(users.id, userId));
    if (!row) throw new HttpError(404, 'Account not found.');
    return row;
  }

  const service = {
    /** Spec 7: active consents (no withdrawal date), newest first. */
    async activeConsents(userId: string) {
      return db
        .select()
        .from(privacyConsents)
        .where(and(eq(privacyConsents.userId, userId), isNull(privacyConsents.withdrawalDate)))
        .orderBy(desc(privacyConsents.createdAt));
    },

    /** Spec 4: a change stamps withdrawal_date on the active record and inserts a new one. */
    async changeConsent(userId: string, type: ConsentType, given: boolean, ctx: RequestContext) {
      if (type === 'functional' && !given)
        throw new HttpError(400, 'Functional cookies are needed for the site to work and cannot be turned off.');
      await db.transaction(async (tx) => {
        await tx
          .update(privacyConsents)
          .set({ withdrawalDate: new Date() })
          .where(and(eq(privacyConsents.userId, userId), eq(privacyConsents.consentType, type), isNull(privacyConsents.withdrawalDate)));
        await tx.insert(privacyConsents).values({
          userId,
          consentType: type,
          consentGiven: given,
          ipAddress: ctx.ip,
          userAgent: ctx.userAgent?.slice(0, 512) ?? null,
          privacyPolicyVersion: PRIVACY_POLICY_VERSION,
        });
      });
      // Issue 16: withdrawing a consent turns off the setting that needs it, so the two agree.
      const setting = (Object.entries(SETTING_CONSENT) as [keyof typeof SETTING_CONSENT, ConsentType][]).find(
        ([, needs]) => needs === type,
      )?.[0];
      if (!given && setting) {
        const current = await service.settings(userId);
        if (current[setting]) await service.saveSettings(userId, { ...current, [setting]: false });
      }
    },

    /** Writes a visitor's banner choice to the account: only the types that differ change. */
    async syncConsents(userId: string, choice: Record<'analytics' | 'personalization' | 'marketing', boolean>, ctx: RequestContext) {
      const active = new Map((await service.activeConsents(userId)).map((c) => [c.consentType, c.consentGiven]));
      const wanted: Record<ConsentType, boolean> = { functional: true, ...choice };
      for (const type of CONSENT_TYPES) {
        if (active.get(type) !== wanted[type]) await service.changeConsent(userId, type, wanted[type], ctx);
      }
    },

    async settings(userId: string): Promise<PrivacySettings> {
      const [row] = await db.select().from(privacySettings).where(eq(privacySettings.userId, userId));
      if (!row) return { ...DEFAULT_PRIVACY_SETTINGS };
      return {
        marketing_emails: row.marketingEmails,
        analytics_tracking: row.analyticsTracking,
        personalization: row.personalization,
        data_sharing: row.dataSharing,
      };
    },

    /** Spec 7: UPSERT privacy_settings. */
    async saveSettings(userId: string, s: PrivacySettings) {
      const values = {
        marketingEmails: s.marketing_emails,
        analyticsTracking: s.analytics_tracking,
        personalization: s.personalization,
        dataSharing: s.data_sharing,
        updatedAt: new Date(),
      };
      await db
        .insert(privacySettings)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: privacySettings.userId, set: values });
      return s;
    },

    /** Analytics is recorded only with an active analytics consent and analytics_tracking on. */
    async analyticsAllowed(userId: string): Promise<boolean> {
      const [consent] = await db
        .select({ given: privacyConsents.consentGiven })
        .from(privacyConsents)
        .where(
          and(eq(privacyConsents.userId, userId), eq(privacyConsents.consentType, 'analytics'), isNull(privacyConsents.withdrawalDate)),
        )
        .limit(1);
      if (!consent?.given) return false;
      return (await service.settings(userId)).analytics_tracking;
    },

    /** Spec 7 request_data_export: a job builds the archive. */
    async requestExport(userId: string) {
      const [row] = await db.insert(dataExportRequests).values({ userId }).returning();
      await queue.send(EXPORT_QUEUE, { requestId: row.id });
      return row;
    },

    async exports(userId: string, { cursor, limit }: PageRequest) {
      const read = await db
        .select({
          row: {
            id: dataExportRequests.id,
            status: dataExportRequests.status,
            createdAt: dataExportRequests.createdAt,
            completedAt: dataExportRequests.completedAt,
            expiresAt: dataExportRequests.expiresAt,
            sizeBytes: dataExportRequests.sizeBytes,
          },
          cursorAt: cursorAt(dataExportRequests.createdAt),
        })
        .from(dataExportRequests)
        .where(and(eq(dataExportRequests.userId, userId), afterCursor(dataExportRequests.createdAt, dataExportRequests.id, cursor)))
        .orderBy(...newestFirst(dataExportRequests.createdAt, dataExportRequests.id))
        .limit(limit + 1);
      const { rows, nextCursor } = toPage(read, limit);
      const now = Date.now();
      const exports = rows.map((r) => ({
        ...r,
        status: r.status === 'ready' && r.expiresAt && r.expiresAt.getTime() < now ? 'expired' : r.status,
      }));
      return { exports, nextCursor };
    },

    /** The archive, for its owner only, while it is available. */
    async download(userId: string, id: string) {
      const [row] = await db
        .select()
        .from(dataExportRequests)
        .where(and(eq(dataExportRequests.id, id), eq(dataExportRequests.userId, userId)));
      if (!row) throw new HttpError(404, 'That export was not found.');
      if (row.status === 'expired' || (row.expiresAt && row.expiresAt.getTime() < Date.now())) {
        throw new HttpError(410, 'That export has expired. Please request a new one.');
      }
      if (row.status !== 'ready' || !row.archive) throw new HttpError(409, 'That export is not ready yet.');
      return { archive: row.archive, createdAt: row.createdAt };
    },

    /** The export job: one JSON file per kind of data plus a readable summary, zipped. */
    async buildExport(requestId: string) {
      const [request] = await db.select().from(dataExportRequests).where(eq(dataExportRequests.id, requestId));
      if (!request || request.status === 'ready') return;
      await db.update(dataExportRequests).set({ status: 'processing' }).where(eq(dataExportRequests.id, requestId));
      try {
        const who = await person(request.userId);
        const data = await collectPersonalData(db, who);
        const now = new Date();
        const files: Record<string, Uint8Array> = { 'README.md': strToU8(exportReadme(who, data, now)) };
        for (const [table, rows] of Object.entries(data)) files[`${table}.json`] = strToU8(JSON.stringify(rows, null, 2));
        const archive = Buffer.from(zipSync(files, { level: 6 }));
        await db
          .update(dataExportRequests)
          .set({
            status: 'ready',
            archive,
            sizeBytes: archive.length,
            completedAt: now,
            expiresAt: addDays(now, EXPORT_DAYS_AVAILABLE),
            error: null,
          })
          .where(eq(dataExportRequests.id, requestId));
        // The archive holds everything, health data included: it goes when its days are over.
        await queue.send(EXPORT_PURGE_QUEUE, { requestId }, { startAfterSeconds: EXPORT_DAYS_AVAILABLE * 24 * 60 * 60 + 60 });
        await mailer.send({
          type: 'data_export',
          to: who.email,
          userId: who.id,
          vars: { fullName: who.name, url: `${site}/privacy-settings` },
        });
      } catch (err) {
        await db
          .update(dataExportRequests)
          .set({ status: 'failed', error: String((err as Error).message).slice(0, 500) })
          .where(eq(dataExportRequests.id, requestId));
        throw err;
      }
    },

    /**
     * Drops every archive whose days of availability are over; the request stays, marked expired.
     * The purge job scheduled by each export runs it, so a lost job is made up by the next one.
     */
    async purgeExpiredExports(now = new Date()) {
      const purged = await db
        .update(dataExportRequests)
        .set({ archive: null, status: 'expired' })
        .where(and(eq(dataExportRequests.status, 'ready'), lte(dataExportRequests.expiresAt, now)))
        .returning({ id: dataExportRequests.id });
      return purged.length;
    },

    /** Spec 7 request_data_deletion: pending for the grace period, then the job deletes. */
    async requestDeletion(userId: string, reason: string | undefined) {
      const who = await person(userId);
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
