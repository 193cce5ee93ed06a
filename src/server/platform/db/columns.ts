import { text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The columns every table declares the same way (decision 160): one builder each, so a schema file
 * says only what is particular to its table. Each returns a fresh builder; the SQL is the same as
 * writing the column out (`drizzle-kit generate` reports no change).
 */

/** A `timestamptz` column: every time the app stores carries its zone. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** `id uuid primary key default gen_random_uuid()`. */
export const uuidPrimaryKey = () => uuid('id').primaryKey().defaultRandom();

/** `created_at timestamptz not null default now()`. */
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

/** `updated_at timestamptz not null default now()`; the code that changes a row sets it. */
export const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();

/** `created_at` and `updated_at`, spread into a table's columns: `...timestamps()`. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/** `user_id text not null`: the member a row belongs to, the column every query of theirs is scoped by. */
export const userId = () => text('user_id').notNull();

/** `user_id text primary key`: a table that keeps one row per member. */
export const userIdPrimaryKey = () => text('user_id').primaryKey();

/** `user_id text`, nullable: the member when there is one (a visitor's row has none, a deleted account's is cleared). */
export const optionalUserId = () => text('user_id');

/** `ip_address text` and `user_agent text`: where the request that made a row came from, `...requestOrigin()`. */
export const requestOrigin = () => ({ ipAddress: text('ip_address'), userAgent: text('user_agent') });

/** `decision_note text`, `decided_by text`, `decided_at timestamptz`: staff's decision on an application, `...staffDecision()`. */
export const staffDecision = () => ({
  decisionNote: text('decision_note'),
  decidedBy: text('decided_by'),
  decidedAt: timestamptz('decided_at'),
});

/** `updated_by text` and `updated_at`: who last changed a setting staff keep, and when, `...lastChange()`. */
export const lastChange = () => ({ updatedBy: text('updated_by'), updatedAt: updatedAt() });
