import { eq } from 'drizzle-orm';
import type { AppDb } from '#server/platform/db/client';
import { siteSettings } from '../launch-gate/schema';
import { launchedAt } from '../launch-gate/service';
import { forgetDeletionConfirmations, sweepRetention } from './retention';

/** The daily privacy sweep runs at 03:17 UTC (pg-boss cron: one run per day across all instances). */
export const SWEEP_QUEUE = 'privacy-daily-sweep';
export const SWEEP_CRON = '17 3 * * *';
/** Where each sweep notes when it ran (site_settings), so that a server starting up can tell one was missed. */
export const SWEEP_SETTING = 'privacy_sweep';
/** No sweep for a day and an hour: one was missed (no instance was running at 03:17 UTC). */
export const SWEEP_OVERDUE_MS = 25 * 60 * 60 * 1000;

/** True when no sweep has run within SWEEP_OVERDUE_MS of `now` (or none ever has). */
export async function sweepOverdue(db: AppDb, now = new Date()): Promise<boolean> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, SWEEP_SETTING));
  const last = typeof row?.value.lastRunAt === 'string' ? Date.parse(row.value.lastRunAt) : Number.NaN;
  return !(now.getTime() - last < SWEEP_OVERDUE_MS);
}

export interface SweepLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface SweepReport {
  /** Rows removed per table because they were past the registry's retention. */
  removed: Record<string, number>;
  exportsPurged: number;
  /** Deletion requests past their grace period whose own job had not run (a lost job). */
  deletionsRun: number;
  deletionsFailed: number;
  confirmationsForgotten: number;
}

interface SweepDeps {
  db: AppDb;
  log?: SweepLog;
  purgeExpiredExports(now: Date): Promise<number>;
  dueDeletions(now: Date): Promise<{ id: string }[]>;
  runDeletion(requestId: string, now: Date): Promise<boolean>;
}

/**
 * One pass over everything privacy keeps for a limited time: deletions that are due, rows past
 * their retention, expired export archives, and delivered deletion confirmations. Every step is a
 * no-op when there is nothing to do, so a second run (another instance, a retry) is harmless.
 */
export function createDailySweep(deps: SweepDeps) {
  return async function dailySweep(now = new Date()): Promise<SweepReport> {
    let deletionsRun = 0;
    let deletionsFailed = 0;
    for (const { id } of await deps.dueDeletions(now)) {
      try {
        if (await deps.runDeletion(id, now)) deletionsRun++;
      } catch (err) {
        deletionsFailed++;
        deps.log?.error({ requestId: id, err }, 'privacy sweep: a due deletion failed; the next sweep tries again');
      }
    }
    const removed = await sweepRetention(deps.db, { now, launchedAt: await launchedAt(deps.db) });
    const report: SweepReport = {
      removed,
      exportsPurged: await deps.purgeExpiredExports(now),
      deletionsRun,
      deletionsFailed,
      confirmationsForgotten: await forgetDeletionConfirmations(deps.db),
    };
    const ran = { lastRunAt: now.toISOString() };
    await deps.db
      .insert(siteSettings)
      .values({ key: SWEEP_SETTING, value: ran })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: ran, updatedAt: new Date() } });
    const gone = Object.entries(removed).filter(([, n]) => n > 0);
    deps.log?.info(
      report,
      `privacy sweep: ${gone.length ? gone.map(([table, n]) => `${table} ${n}`).join(', ') : 'no rows'} past retention removed; ` +
        `${report.exportsPurged} export archives dropped, ${deletionsRun} due deletions run, ${report.confirmationsForgotten} confirmations anonymised`,
    );
    return report;
  };
}
