import { addDays } from 'date-fns/addDays';
import { and, eq, lte } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import { EXPORT_DAYS_AVAILABLE } from '#shared/contracts/privacy';
import type { AppDb } from '#server/platform/db/client';
import type { Mailer } from '#server/platform/email/mailer';
import { HttpError } from '#server/platform/errors';
import { type PageRequest, afterCursor, cursorAt, newestFirst, toPage } from '#server/platform/paging';
import type { JobQueue } from '#server/platform/jobs/queue';
import { EXPORT_PURGE_QUEUE, EXPORT_QUEUE } from './jobs';
import { accountHolder, collectPersonalData, exportReadme } from './personal-data';
import { dataExportRequests } from './schema';

/** A member's exports of their data: asked for, built by a job, downloaded, and dropped when their days are over. */
export function createExportService(deps: { db: AppDb; queue: JobQueue; mailer: Mailer; site: string }) {
  const { db, queue, mailer, site } = deps;
  return {
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
        const who = await accountHolder(db, request.userId);
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
  };
}
