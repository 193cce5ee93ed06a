import { and, eq, gte, isNull, lte, ne, or, sql } from 'drizzle-orm';
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
    const milestones = await db
      .update(flowpathMilestones)
      .set({ remindedFor: flowpathMilestones.dueOn })
      .where(
        and(
          isNull(flowpathMilestones.doneAt),
          gte(flowpathMilestones.dueOn, from),
          lte(flowpathMilestones.dueOn, today),
          or(isNull(flowpathMilestones.remindedFor), ne(flowpathMilestones.remindedFor, flowpathMilestones.dueOn)),
          sql`${flowpathMilestones.userId} in (select ${flowpathPaths.userId} from ${flowpathPaths} where ${optedIn})`,
        ),
      )
      .returning({ userId: flowpathMilestones.userId, title: flowpathMilestones.title, day: flowpathMilestones.dueOn });
    const experiments = await db
      .update(flowpathExperiments)
      .set({ remindedFor: flowpathExperiments.checkBackOn })
      .where(
        and(
          isNull(flowpathExperiments.result),
          gte(flowpathExperiments.checkBackOn, from),
          lte(flowpathExperiments.checkBackOn, today),
          or(isNull(flowpathExperiments.remindedFor), ne(flowpathExperiments.remindedFor, flowpathExperiments.checkBackOn)),
          sql`${flowpathExperiments.userId} in (select ${flowpathPaths.userId} from ${flowpathPaths} where ${optedIn})`,
        ),
      )
      .returning({ userId: flowpathExperiments.userId, title: flowpathExperiments.title, day: flowpathExperiments.checkBackOn });

    const byUser = new Map<string, string[]>();
    const add = (userId: string, line: string) => byUser.set(userId, [...(byUser.get(userId) ?? []), line]);
    for (const m of milestones) add(m.userId, `Milestone: ${m.title} (${longDay(m.day)})`);
    for (const e of experiments)
      add(e.userId, `Time to check back on your experiment: ${e.title} (${longDay(e.day)}). Did it give energy back?`);

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
