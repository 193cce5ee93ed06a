import { type SQL, and, eq, gte, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { addDaysToKey, utcDayKey } from '#shared/dates';
import { REMINDER_GRACE_DAYS } from '#shared/flowpath/plan-dates';
import type { AppDb } from '#server/platform/db/client';
import type { Mailer } from '#server/platform/email/mailer';
import { defineCronSweep, type JobQueue } from '#server/platform/jobs/queue';
import { users } from '../auth/schema';
import { flowpathExperiments, flowpathMilestones, flowpathPaths } from './schema';

/** FlowPath's gentle reminders run once a day (pg-boss cron: one run across all instances). */
export const FLOWPATH_REMINDERS_QUEUE = 'flowpath-reminders';
export const FLOWPATH_REMINDERS_CRON = '17 8 * * *';

const longDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' });

interface Deps {
  db: AppDb;
  mailer: Mailer;
  publicUrl: string;
}

/**
 * One email per member a day at most, listing the plan milestones and experiment check-backs that
 * fell due (on the day, or up to REMINDER_GRACE_DAYS later after a missed run), only for members
 * who turned FlowPath's email reminders on. Each item is claimed by setting its reminded_for to
 * its due day with a conditional update, so it is announced once however many instances or
 * retries sweep; a moved date is a new reminder. Returns how many emails went out.
 */
export function createFlowpathReminders({ db, mailer, publicUrl }: Deps) {
  const url = `${publicUrl.replace(/\/$/, '')}/flowpath-dashboard`;

  return async function sendReminders(now = new Date()): Promise<number> {
    const today = utcDayKey(now);
    const from = addDaysToKey(today, -REMINDER_GRACE_DAYS);
    const optedIn = eq(flowpathPaths.emailReminders, true);
    // Still open, due within the window, not yet announced for this day, and its member opted in.
    const dueAndUnclaimed = (open: SQL, due: AnyPgColumn, remindedFor: AnyPgColumn, userId: AnyPgColumn) =>
      and(
        open,
        gte(due, from),
        lte(due, today),
        or(isNull(remindedFor), ne(remindedFor, due)),
        sql`${userId} in (select ${flowpathPaths.userId} from ${flowpathPaths} where ${optedIn})`,
      );
    const m = flowpathMilestones;
    const milestones = await db
      .update(m)
      .set({ remindedFor: m.dueOn })
      .where(dueAndUnclaimed(isNull(m.doneAt), m.dueOn, m.remindedFor, m.userId))
      .returning({ userId: m.userId, title: m.title, day: m.dueOn });
    const e = flowpathExperiments;
    const experiments = await db
      .update(e)
      .set({ remindedFor: e.checkBackOn })
      .where(dueAndUnclaimed(isNull(e.result), e.checkBackOn, e.remindedFor, e.userId))
      .returning({ userId: e.userId, title: e.title, day: e.checkBackOn });

    const byUser = new Map<string, string[]>();
    const add = (userId: string, line: string) => byUser.set(userId, [...(byUser.get(userId) ?? []), line]);
    for (const item of milestones) add(item.userId, `Milestone: ${item.title} (${longDay(item.day)})`);
    for (const item of experiments)
      add(item.userId, `Time to check back on your experiment: ${item.title} (${longDay(item.day)}). Did it give energy back?`);

    let sent = 0;
    for (const [userId, lines] of byUser) {
      const [user] = await db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, userId));
      if (!user) continue;
      try {
        await mailer.send({ type: 'flowpath_reminder', to: user.email, userId, vars: { fullName: user.name, lines, url } });
        sent++;
      } catch (err) {
        // Give the member's claims back so that the next run tries again.
        await db.update(flowpathMilestones).set({ remindedFor: null }).where(eq(flowpathMilestones.userId, userId));
        await db.update(flowpathExperiments).set({ remindedFor: null }).where(eq(flowpathExperiments.userId, userId));
        throw err;
      }
    }
    return sent;
  };
}

/** Declares the reminders' queue (daily cron) and worker; answers the sweep itself, for tests. */
export function defineFlowpathReminders(deps: Deps & { queue: JobQueue }) {
  return defineCronSweep(deps.queue, FLOWPATH_REMINDERS_QUEUE, FLOWPATH_REMINDERS_CRON, createFlowpathReminders(deps));
}
