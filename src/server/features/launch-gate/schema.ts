import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, lastChange, requestOrigin, timestamptz, uuidPrimaryKey } from '#server/platform/db/columns';

/** Settings staff switch at run time (the launch gate first). */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull().$type<Record<string, unknown>>(),
  ...lastChange(),
});

export const accessCodes = pgTable(
  'access_codes',
  {
    id: uuidPrimaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    expiresAt: timestamptz('expires_at'),
    maxUses: integer('max_uses'),
    uses: integer('uses').notNull().default(0),
    disabled: boolean('disabled').notNull().default(false),
    createdBy: text('created_by'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('access_codes_code_idx').on(t.code)],
);

export const accessCodeUses = pgTable(
  'access_code_uses',
  {
    id: uuidPrimaryKey(),
    codeId: uuid('code_id')
      .notNull()
      .references(() => accessCodes.id, { onDelete: 'cascade' }),
    sessionId: text('session_id').notNull(),
    ...requestOrigin(),
    createdAt: createdAt(),
  },
  (t) => [index('access_code_uses_code_idx').on(t.codeId, t.createdAt)],
);

/** Spec 3 beta_waitlist: email, source (launch_gate), user_agent, metadata. */
export const betaWaitlist = pgTable(
  'beta_waitlist',
  {
    id: uuidPrimaryKey(),
    email: text('email').notNull(),
    source: text('source').notNull().default('launch_gate'),
    userAgent: text('user_agent'),
    metadata: jsonb('metadata').notNull().$type<Record<string, unknown>>().default({}),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('beta_waitlist_email_idx').on(t.email)],
);
