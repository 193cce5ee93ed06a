import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, lastChange, optionalUserId, timestamptz, uuidPrimaryKey } from '#server/platform/db/columns';

/**
 * Every email the app sends: rendered at enqueue, delivered by a job over SMTP or into the dev
 * outbox (this table is the outbox). Staff see it in email management and can resend.
 */
export const emailMessages = pgTable(
  'email_messages',
  {
    id: uuidPrimaryKey(),
    type: text('type').notNull(),
    toAddress: text('to_address').notNull(),
    userId: optionalUserId(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    links: jsonb('links').notNull().$type<string[]>().default([]),
    status: text('status').notNull().default('queued'),
    transport: text('transport'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    providerMessageId: text('provider_message_id'),
    createdAt: createdAt(),
    sentAt: timestamptz('sent_at'),
  },
  (t) => [
    index('email_messages_created_idx').on(t.createdAt),
    index('email_messages_to_idx').on(t.toAddress),
    index('email_messages_user_idx').on(t.userId),
  ],
);

/**
 * Staff's rewording of an email (/admin/email-templates): one row per email type. The mailer
 * renders with it while it is active; reset to default makes it inactive (the text is kept to pick
 * up again), and only a super_admin deletes it.
 */
export const emailTemplateOverrides = pgTable('email_template_overrides', {
  type: text('type').primaryKey(),
  subject: text('subject').notNull(),
  intro: text('intro').notNull(),
  action: text('action'),
  after: text('after').notNull(),
  active: boolean('active').notNull().default(true),
  ...lastChange(),
});
