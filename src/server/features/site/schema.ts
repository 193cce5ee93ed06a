import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, optionalUserId, timestamptz, uuidPrimaryKey } from '#server/platform/db/columns';

/**
 * Messages sent from /contact, for staff to answer by email. `status` is 'new' until a staff
 * member marks it 'answered'; handledBy (the staff member's user id) and handledAt say who did
 * and when, and are cleared when it is marked new again. `urgent` is set when the message holds
 * crisis language (issue 15): a message to support can be a cry for help.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuidPrimaryKey(),
    userId: optionalUserId(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    ipAddress: text('ip_address'),
    status: text('status').notNull().default('new'),
    urgent: boolean('urgent').notNull().default(false),
    handledBy: text('handled_by'),
    handledAt: timestamptz('handled_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt),
    index('contact_messages_status_idx').on(t.status, t.createdAt),
    index('contact_messages_user_idx').on(t.userId),
  ],
);
