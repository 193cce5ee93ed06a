import { and, count, desc, eq, gt, ilike, inArray, or } from 'drizzle-orm';
import { STAFF_RANK, type StaffRole } from '#shared/access/policy';
import type { UserSummary } from '#shared/contracts/admin';
import type { AppDb } from '#server/platform/db/client';
import { HttpError } from '#server/platform/errors';
import { staffRoleOf } from '../auth/actor';
import { sessions, users } from '../auth/schema';
import { writeAudit } from './audit';

type UserRow = typeof users.$inferSelect;

export function toSummary(u: UserRow): UserSummary {
  return {
    id: u.id,
    email: u.email,
    fullName: u.name,
    preferredName: u.preferredName,
    staffRole: staffRoleOf(u.role),
    tier: u.tier === 'premium' || u.tier === 'elite' ? u.tier : 'free',
    emailVerified: u.emailVerified,
    createdAt: u.createdAt.toISOString(),
  };
}

function escapeLike(q: string): string {
  return q.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export function createUsersService(db: AppDb) {
  async function find(id: string): Promise<UserRow> {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    if (!row) throw new HttpError(404, 'No member with that id.');
    return row;
  }

  return {
    find,

    async search(q: string, limit: number): Promise<UserSummary[]> {
      const pattern = `%${escapeLike(q)}%`;
      const rows = await db
        .select()
        .from(users)
        .where(q ? or(ilike(users.email, pattern), ilike(users.name, pattern)) : undefined)
        .orderBy(desc(users.createdAt))
        .limit(limit);
      return rows.map(toSummary);
    },

    async detail(id: string) {
      const row = await find(id);
      const [{ n: activeSessions }] = await db
        .select({ n: count() })
        .from(sessions)
        .where(and(eq(sessions.userId, id), gt(sessions.expiresAt, new Date())));
      const [{ n: referralCount }] = await db.select({ n: count() }).from(users).where(eq(users.referredBy, id));
      return { ...toSummary(row), activeSessions: Number(activeSessions), referralCount: Number(referralCount) };
    },

    async staff(): Promise<UserSummary[]> {
      const rows = await db
        .select()
        .from(users)
        .where(inArray(users.role, ['analyst', 'admin', 'super_admin']))
        .orderBy(users.email);
      return rows.map(toSummary);
    },

    /** Grant, change or revoke a staff role (super_admin). Nobody changes their own role. */
    async setStaffRole(actorUserId: string, targetId: string, role: StaffRole | null) {
      if (actorUserId === targetId) throw new HttpError(409, 'You cannot change your own role. Ask another super admin.');
      const target = await find(targetId);
      await db
        .update(users)
        .set({ role: role ?? 'user', updatedAt: new Date() })
        .where(eq(users.id, targetId));
      await writeAudit(db, {
        actorUserId,
        action: 'staff_role.set',
        targetUserId: targetId,
        details: { from: staffRoleOf(target.role), to: role },
      });
      return toSummary({ ...target, role: role ?? 'user' });
    },

    /** Change a member's tier (admin). Nobody changes their own: it would grant themselves paid access. */
    async setTier(actorUserId: string, targetId: string, tier: 'free' | 'premium' | 'elite') {
      if (actorUserId === targetId) throw new HttpError(409, 'You cannot change your own membership tier. Ask another admin.');
      const target = await find(targetId);
      await db.update(users).set({ tier, updatedAt: new Date() }).where(eq(users.id, targetId));
      await writeAudit(db, { actorUserId, action: 'tier.set', targetUserId: targetId, details: { from: target.tier, to: tier } });
      return toSummary({ ...target, tier });
    },

    /** Staff of equal or higher rank cannot be impersonated (members have rank 0). */
    assertCanImpersonate(actorRole: StaffRole | null, target: UserRow) {
      const actorRank = actorRole ? STAFF_RANK[actorRole] : 0;
      const targetRole = staffRoleOf(target.role);
      const targetRank = targetRole ? STAFF_RANK[targetRole] : 0;
      if (targetRank >= actorRank) throw new HttpError(403, 'Staff of your rank or higher cannot be impersonated.');
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
