import { eq, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { AppDb } from '#server/platform/db/client';
import type { Mailer } from '#server/platform/email/mailer';
import { signInThrottle, users } from './schema';

/**
 * Sign-in throttling per account (issue 14), on top of better-auth's per-address limit: wrong
 * passwords for one account slow it down however many addresses they come from. The first few are
 * free; then each one waits longer, doubling up to a ceiling. There is no permanent lockout (an
 * attacker could use that against the owner), a sign-in link still works, a correct sign-in
 * clears the count, and the owner is told by email once the attempts look like guessing.
 */
export const FREE_FAILURES = 5;
export const FIRST_DELAY_SECONDS = 30;
export const MAX_DELAY_SECONDS = 15 * 60;
/** At this many failures in a row the owner gets an email (at most once a day). */
export const NOTIFY_AT_FAILURES = 10;
/** A count with no new failure for this long starts again from zero. */
export const FORGET_AFTER_HOURS = 24;

/** Seconds to wait after the n-th failure in a row (0 while the failures are free). */
export function delayAfterFailures(failures: number): number {
  if (failures <= FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_SECONDS, FIRST_DELAY_SECONDS * 2 ** (failures - FREE_FAILURES - 1));
}

export function throttleKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

export interface SignInThrottle {
  /** Seconds the account must still wait, or 0. */
  waitSeconds(email: string, now?: Date): Promise<number>;
  failed(email: string, now?: Date): Promise<void>;
  succeeded(email: string): Promise<void>;
}

export function createSignInThrottle(deps: { db: AppDb; mailer: Mailer; signInUrl: string }): SignInThrottle {
  const { db, mailer } = deps;
  return {
    async waitSeconds(email, now = new Date()) {
      const [row] = await db
        .select({ lockedUntil: signInThrottle.lockedUntil })
        .from(signInThrottle)
        .where(eq(signInThrottle.id, throttleKey(email)));
      if (!row?.lockedUntil) return 0;
      return Math.max(0, Math.ceil((row.lockedUntil.getTime() - now.getTime()) / 1000));
    },
    async failed(email, now = new Date()) {
      const key = throttleKey(email);
      const forgetBefore = new Date(now.getTime() - FORGET_AFTER_HOURS * 3600_000);
      // One statement, so attempts racing each other each count.
      const [row] = await db
        .insert(signInThrottle)
        .values({ id: key, failures: 1, lastFailedAt: now })
        .onConflictDoUpdate({
          target: signInThrottle.id,
          set: {
            failures: sql`case when ${signInThrottle.lastFailedAt} < ${forgetBefore.toISOString()} then 1 else ${signInThrottle.failures} + 1 end`,
            lastFailedAt: now,
          },
        })
        .returning({ failures: signInThrottle.failures, notifiedAt: signInThrottle.notifiedAt });
      const delay = delayAfterFailures(row.failures);
      if (delay > 0) {
        await db
          .update(signInThrottle)
          .set({ lockedUntil: new Date(now.getTime() + delay * 1000) })
          .where(eq(signInThrottle.id, key));
      }
      const notifiedRecently = row.notifiedAt && row.notifiedAt > forgetBefore;
      if (row.failures >= NOTIFY_AT_FAILURES && !notifiedRecently) {
        const [owner] = await db
          .select({ id: users.id, name: users.name, email: users.email })
          .from(users)
          .where(eq(users.email, email.trim().toLowerCase()));
        await db.update(signInThrottle).set({ notifiedAt: now }).where(eq(signInThrottle.id, key));
        if (owner)
          await mailer.send({
            type: 'sign_in_attempts',
            to: owner.email,
            userId: owner.id,
            vars: { fullName: owner.name, url: deps.signInUrl },
          });
      }
    },
    async succeeded(email) {
      await db.delete(signInThrottle).where(eq(signInThrottle.id, throttleKey(email)));
    },
  };
}
