import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz, userId } from '#server/platform/db/columns';

/**
 * Realtime events, kept a short while so that none is lost: an instance whose LISTEN connection
 * dropped catches up from here, and a tab that reconnects asks for what came after its last id.
 * Payloads are small (a type and ids); the daily sweep removes rows after a day.
 */
export const realtimeEvents = pgTable(
  'realtime_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userId(),
    type: text('type').notNull(),
    data: jsonb('data').$type<unknown>(),
    createdAt: timestamptz('created_at')
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [index('realtime_events_user_idx').on(t.userId, t.id), index('realtime_events_created_idx').on(t.createdAt)],
);
