import { eq } from 'drizzle-orm';
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { randomBytes } from 'node:crypto';
import type { AppDb } from './db/client';

/** Secrets the app makes for itself when none is configured (so `npm start` needs no keys). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Returns the stored secret, creating it once; instances starting together agree on one value. */
export async function getOrCreateSecret(db: AppDb, name: string): Promise<string> {
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  return row.value;
}
