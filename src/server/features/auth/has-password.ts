import { and, eq, isNotNull } from 'drizzle-orm';
import type { AppDb } from '#server/platform/db/client';
import { accounts } from './schema';

/** Whether an account has a password of its own (an invited person has none until they choose one). */
export async function hasPassword(db: AppDb, userId: string): Promise<boolean> {
  const [credential] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential'), isNotNull(accounts.password)));
  return !!credential;
}
