import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz, userId, uuidPrimaryKey } from '#server/platform/db/columns';

/**
 * The reminders the membership jobs have sent (decision 094): a hardship level's review coming up
 * and a yearly renewal coming in 7 days. A row claims one reminder for one subject and one due
 * date, so each goes out once however many instances or retries run the job; a new due date (a
 * review moved, the next year's renewal) is a new reminder.
 */
export const membershipReminders = pgTable(
  'membership_reminders',
  {
    id: uuidPrimaryKey(),
    userId: userId(),
    /** hardship_review, yearly_renewal, or hardship_price (a lapsed award's new price, set once: hardship-prices.ts). */
    kind: text('kind').notNull(),
    /** The hardship application or the membership the reminder is about. */
    subjectId: text('subject_id').notNull(),
    dueAt: timestamptz('due_at').notNull(),
    sentAt: timestamptz('sent_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('membership_reminders_once_idx').on(t.kind, t.subjectId, t.dueAt),
    index('membership_reminders_user_idx').on(t.userId),
  ],
);
