import { and, count, eq, gt, ilike, inArray, or } from 'drizzle-orm';
import { STAFF_RANK, type StaffRole } from '#shared/access/policy';
import type { UserSummary } from '#shared/contracts/admin';
import type { AppDb } from '#server/platform/db/client';
import { HttpError } from '#server/platform/errors';
import { type PageRequest, readPage } from '#server/platform/paging';
import { staffRoleOf } from '../auth/actor';
import { type EntitlementRows, effectiveTiers } from '../memberships/effective-tier';
import { summarize } from '../memberships/membership-summary';
import { sessions, users } from '../auth/schema';
import { writeAudit } from './audit';
import { containsPattern } from '#server/platform/db/like';

type UserRow = typeof users.$inferSelect;

/** A member as staff see them; the tier and its source come from their entitlements (decision 094). */
export function toSummary(u: UserRow, entitlements: EntitlementRows): UserSummary {
  return {
    id: u.id,
    email: u.email,
    fullName: u.name,
    preferredName: u.preferredName,
    staffRole: staffRoleOf(u.role),
    tier: entitlements.resolved.tier,
    emailVerified: u.emailVerified,
    createdAt: u.createdAt.toISOString(),
    membership: summarize(entitlements),
  };
}

export function createUsersService(db: AppDb) {
  async function find(id: string): Promise<UserRow> {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    if (!row) throw new HttpError(404, 'No member with that id.');
    return row;
  }

  async function summaries(rows: UserRow[]): Promise<UserSummary[]> {
    const entitlements = await effectiveTiers(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => toSummary(row, entitlements.get(row.id)!));
  }

  return {
    find,

    /** Members by email or name, newest first, a page at a time (decision 156). */
    async search(q: string, request: PageRequest) {
      const pattern = containsPattern(q);
      const where = q ? or(ilike(users.email, pattern), ilike(users.name, pattern)) : undefined;
      const { rows, nextCursor } = await readPage(db, users, where, request);
      return { users: await summaries(rows), nextCursor };
    },

    async detail(id: string) {
      const row = await find(id);
      const [{ n: activeSessions }] = await db
        .select({ n: count() })
        .from(sessions)
        .where(and(eq(sessions.userId, id), gt(sessions.expiresAt, new Date())));
      const [{ n: referralCount }] = await db.select({ n: count() }).from(users).where(eq(users.referredBy, id));
      const [summary] = await summaries([row]);
      return { ...summary, activeSessions: Number(activeSessions), referralCount: Number(referralCount) };
    },

    async staff(): Promise<UserSummary[]> {
      const rows = await db
        .select()
        .from(users)
        .where(inArray(users.role, ['analyst', 'admin', 'super_admin']))
        .orderBy(users.email);
      return summaries(rows);
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
      const [summary] = await summaries([{ ...target, role: role ?? 'user' }]);
      return summary;
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
