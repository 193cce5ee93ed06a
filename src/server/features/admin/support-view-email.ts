import { and, desc, eq, sql } from 'drizzle-orm';
import type { AppDb } from '#server/platform/db/client';
import type { Mailer } from '#server/platform/email/mailer';
import { users } from '../auth/schema';
import { auditLog } from './schema';

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });

/** "26 November 2026 at 09:14 UTC". */
export function formatWhen(date: Date): string {
  return `${when.format(date)} UTC`;
}

/**
 * Emails the member after staff viewed the app as them (issue 16): who (name and address), when
 * (from the audited start to now) and the reason they confirmed.
 */
export async function notifyMemberOfSupportView(
  db: AppDb,
  mailer: Mailer,
  publicUrl: string,
  session: { memberId: string; staffId: string; sessionId: string | null },
  now = new Date(),
): Promise<void> {
  const [member] = await db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, session.memberId));
  if (!member) return;
  const [staff] = await db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, session.staffId));
  const [start] = session.sessionId
    ? await db
        .select({ reason: auditLog.reason, createdAt: auditLog.createdAt })
        .from(auditLog)
        .where(
          and(
            eq(auditLog.action, 'impersonation.start'),
            eq(auditLog.targetUserId, session.memberId),
            sql`${auditLog.details}->>'sessionId' = ${session.sessionId}`,
          ),
        )
        .orderBy(desc(auditLog.createdAt))
        .limit(1)
    : [];
  const who = staff ? `${staff.name} (${staff.email})` : 'A member of our support team';
  const lines = [
    `Who: ${who}`,
    `When: ${start ? `from ${formatWhen(start.createdAt)} to ${formatWhen(now)}` : `until ${formatWhen(now)}`}`,
    `Reason: ${start?.reason ?? 'not recorded'}`,
  ];
  await mailer.send({
    type: 'support_view',
    to: member.email,
    userId: session.memberId,
    vars: { fullName: member.name, lines, url: `${publicUrl.replace(/\/$/, '')}/privacy-settings` },
  });
}
