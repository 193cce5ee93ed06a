import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Spec 3 page_views. The tracking issue adds enrichment (ip, device, country, city) and consent. */
export const pageViews = pgTable(
  'page_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id'),
    sessionId: text('session_id').notNull(),
    pagePath: text('page_path').notNull(),
    pageTitle: text('page_title').notNull(),
    referrer: text('referrer'),
    userAgent: text('user_agent'),
    durationSeconds: integer('duration_seconds'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('page_views_user_created_idx').on(t.userId, t.createdAt), index('page_views_session_idx').on(t.sessionId)],
);
