import { type SQL, and, eq, ne, sql } from 'drizzle-orm';
import type { AppDb } from '#server/platform/db/client';
import { PRIVACY_REGISTRY } from '#server/platform/db/privacy-registry';
import { type RetentionRule, periodStart } from '#server/platform/db/retention';
import { emailMessages } from '#server/platform/email/schema';

/**
 * Enforces the retention the privacy registry promises: every entry with a rule loses the rows
 * that are past it. Whole-table statements, safe to run on several instances at once (a second
 * run finds nothing left to delete).
 */
export function retentionRules(): [string, RetentionRule][] {
  return Object.entries(PRIVACY_REGISTRY).flatMap(([table, entry]): [string, RetentionRule][] =>
    entry.personal !== false && entry.sweep ? [[table, entry.sweep]] : [],
  );
}

function pastRetention(rule: RetentionRule, now: Date, launchedAt: Date | null): SQL | null {
  switch (rule.kind) {
    case 'age': {
      const start = periodStart(rule.period, now);
      return rule.epochMs
        ? sql`${sql.identifier(rule.column)} < ${start.getTime()}`
        : sql`${sql.identifier(rule.column)} < ${start.toISOString()}::timestamptz`;
    }
    case 'expired':
      return sql`${sql.identifier(rule.column)} < ${now.toISOString()}::timestamptz`;
    case 'after-launch':
      return launchedAt && launchedAt.getTime() <= periodStart(rule.period, now).getTime() ? sql`true` : null;
  }
}

/** Deletes every row past its table's retention; answers the number removed per table. */
export async function sweepRetention(db: AppDb, at: { now: Date; launchedAt: Date | null }): Promise<Record<string, number>> {
  const removed: Record<string, number> = {};
  for (const [table, rule] of retentionRules()) {
    const where = pastRetention(rule, at.now, at.launchedAt);
    if (!where) {
      removed[table] = 0;
      continue;
    }
    const result = await db.execute(
      sql`with gone as (delete from ${sql.identifier(table)} where ${where} returning 1) select count(*)::int as n from gone`,
    );
    removed[table] = Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
  }
  return removed;
}

/** Stands in for the address of a deleted person on the confirmation sent to them. */
export const FORGOTTEN_ADDRESS = 'deleted-account@invalid';
const FORGOTTEN_NOTE = 'Confirmation of an account deletion. The address and name were removed once it was delivered.';

/**
 * The 'deletion done' email is the last thing that names a deleted person: once it is delivered,
 * its row keeps only that it was sent and when (no address, no name, no body).
 */
export async function forgetDeletionConfirmations(db: AppDb): Promise<number> {
  const rows = await db
    .update(emailMessages)
    .set({ toAddress: FORGOTTEN_ADDRESS, userId: null, text: FORGOTTEN_NOTE, html: `<p>${FORGOTTEN_NOTE}</p>`, links: [] })
    .where(
      and(eq(emailMessages.type, 'data_deletion_done'), eq(emailMessages.status, 'sent'), ne(emailMessages.toAddress, FORGOTTEN_ADDRESS)),
    )
    .returning({ id: emailMessages.id });
  return rows.length;
}
