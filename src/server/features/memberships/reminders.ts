import { formatCents } from '#shared/money';
import { addDays } from 'date-fns/addDays';
import { type AnyColumn, and, eq, gt, lte } from 'drizzle-orm';
import { HARDSHIP_REMINDER_DAYS } from '#shared/contracts/memberships';
import { hardshipPriceCents } from '#shared/memberships/membership-price';
import { type BillingInterval, planFor } from '#shared/memberships/plans';
import type { AppDb } from '#server/platform/db/client';
import type { EmailType, EmailVars } from '#server/platform/email/templates';
import type { Mailer } from '#server/platform/email/mailer';
import { defineCronSweep, type JobQueue } from '#server/platform/jobs/queue';
import { users } from '../auth/schema';
import { effectiveTier } from './effective-tier';
import { hardshipApplications, membershipReminders, memberships } from './schema';

/** The membership reminders run every hour (pg-boss cron: one run per hour across all instances). */
export const MEMBERSHIP_REMINDERS_QUEUE = 'membership-reminders';
export const MEMBERSHIP_REMINDERS_CRON = '41 * * * *';
/** A yearly membership's renewal is announced this many days before (issue 19). */
export const RENEWAL_REMINDER_DAYS = 7;

/** Whether `column` falls after `now` and no more than `days` days later (NULL never does). */
const dueWithin = (column: AnyColumn, now: Date, days: number) => and(gt(column, now), lte(column, addDays(now, days)));
const longDate = (at: Date) => at.toLocaleDateString('en-US', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' });

/** Approved hardship awards whose review date is after `after` and at most `until` (200 at a time). */
export function awardsReviewedIn(db: AppDb, after: Date, until: Date) {
  return db
    .select()
    .from(hardshipApplications)
    .where(
      and(eq(hardshipApplications.status, 'approved'), gt(hardshipApplications.reviewAt, after), lte(hardshipApplications.reviewAt, until)),
    )
    .limit(200);
}

interface Deps {
  db: AppDb;
  mailer: Mailer;
  publicUrl: string;
}

interface Due {
  kind: 'hardship_review' | 'yearly_renewal';
  userId: string;
  subjectId: string;
  dueAt: Date;
  email: EmailType;
  vars: (name: string | null) => EmailVars;
}

/**
 * Decision 094: a reminder before a hardship level's review (14 days) and before a yearly renewal
 * (7 days). Each is claimed by a membership_reminders row, unique per subject and due date, so it
 * goes out once however many instances or retries sweep; a moved review date is a new reminder.
 * Returns how many were sent.
 */
export function createMembershipReminders({ db, mailer, publicUrl }: Deps) {
  const base = publicUrl.replace(/\/$/, '');

  async function hardshipReviews(now: Date): Promise<Due[]> {
    const rows = await awardsReviewedIn(db, now, addDays(now, HARDSHIP_REMINDER_DAYS));
    return rows.map((row) => ({
      kind: 'hardship_review',
      userId: row.userId,
      subjectId: row.id,
      dueAt: row.reviewAt!,
      email: 'hardship_review_reminder',
      vars: (fullName) => ({
        fullName,
        level: row.approvedLevel ?? undefined,
        lines: [`Review date: ${longDate(row.reviewAt!)}`],
        url: `${base}/hardship-program`,
      }),
    }));
  }

  async function yearlyRenewals(now: Date): Promise<Due[]> {
    const rows = await db
      .select()
      .from(memberships)
      .where(
        and(
          eq(memberships.interval, 'year'),
          eq(memberships.status, 'active'),
          eq(memberships.cancelAtPeriodEnd, false),
          dueWithin(memberships.currentPeriodEnd, now, RENEWAL_REMINDER_DAYS),
        ),
      )
      .limit(200);
    const due: Due[] = [];
    for (const row of rows) {
      // The price of the next period: the hardship level that holds when it begins (decision 094).
      const { hardshipLevel } = await effectiveTier(db, row.userId, row.currentPeriodEnd);
      const plan = planFor(row.tier as 'premium' | 'elite');
      const price = hardshipPriceCents(plan.tier, row.interval as BillingInterval, hardshipLevel);
      due.push({
        kind: 'yearly_renewal',
        userId: row.userId,
        subjectId: row.providerSubscriptionId,
        dueAt: row.currentPeriodEnd,
        email: 'membership_renewal_reminder',
        vars: (fullName) => ({
          fullName,
          lines: [
            `Plan: ${plan.name}, yearly`,
            `Renews on: ${longDate(row.currentPeriodEnd)}`,
            `Price: ${formatCents(price)} for the year`,
          ],
          url: `${base}/account-profile`,
        }),
      });
    }
    return due;
  }

  return async function sendReminders(now = new Date()): Promise<number> {
    let sent = 0;
    for (const due of [...(await hardshipReviews(now)), ...(await yearlyRenewals(now))]) {
      const [claim] = await db
        .insert(membershipReminders)
        .values({ userId: due.userId, kind: due.kind, subjectId: due.subjectId, dueAt: due.dueAt })
        .onConflictDoNothing()
        .returning({ id: membershipReminders.id });
      if (!claim) continue; // sent before, or another instance has it
      const [user] = await db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, due.userId));
      if (!user) continue;
      try {
        await mailer.send({ type: due.email, to: user.email, userId: due.userId, vars: due.vars(user.name) });
        sent++;
      } catch (err) {
        // Give the claim back so that the next run tries again.
        await db.delete(membershipReminders).where(eq(membershipReminders.id, claim.id));
        throw err;
      }
    }
    return sent;
  };
}

/** Declares the reminders' queue (hourly cron) and worker; answers the sweep itself, for tests. */
export function defineMembershipReminders(deps: Deps & { queue: JobQueue }) {
  return defineCronSweep(deps.queue, MEMBERSHIP_REMINDERS_QUEUE, MEMBERSHIP_REMINDERS_CRON, createMembershipReminders(deps));
}
