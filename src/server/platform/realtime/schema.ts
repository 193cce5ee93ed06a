import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Realtime events, kept a short while so that none is lost: an instance whose LISTEN connection
 * dropped catches up from here, and a tab that reconnects asks for what came after its last id.
 * Payloads are small (a type and ids); the daily sweep removes rows after a day.
 */
export const realtimeEvents = pgTable(
  'realtime_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id').notNull(),
    type: text('type').notNull(),
    data: jsonb('data').$type<unknown>(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [index('realtime_events_user_idx').on(t.userId, t.id), index('realtime_events_created_idx').on(t.createdAt)],
);
