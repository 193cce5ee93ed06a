import { eq } from 'drizzle-orm';
import { STAFF_ROLES, type StaffRole } from '#shared/access/policy';
import type { AppDb } from '#server/platform/db/client';
import { users } from '../auth/schema';
import { writeAudit } from './audit';

/** Gives an account a staff role from the command line (the first super_admin). */
export async function grantRole(db: AppDb, email: string, role: string): Promise<string> {
  if (!STAFF_ROLES.includes(role as StaffRole) && role !== 'none') {
    throw new Error(`Unknown role "${role}". Use one of: ${STAFF_ROLES.join(', ')}, or none to revoke.`);
  }
  const [user] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
  if (!user) throw new Error(`No account with the email ${email}. Sign up first, then grant the role.`);
  const next = role === 'none' ? 'user' : role;
  await db.update(users).set({ role: next, updatedAt: new Date() }).where(eq(users.id, user.id));
  await writeAudit(db, {
    actorUserId: null,
    action: 'staff_role.set',
    targetUserId: user.id,
    reason: 'npm run admin:grant',
    details: { from: user.role, to: role === 'none' ? null : role },
  });
  return role === 'none' ? `${user.email} is no longer staff.` : `${user.email} is now ${role}.`;
}
