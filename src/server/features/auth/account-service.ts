import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { POLICY_VERSION, type ProfileResponse, type SessionItem } from '#shared/contracts/auth';
import type { Actor } from '#shared/access/policy';
import type { AppDb } from '#server/platform/db/client';
import { HttpError } from '#server/platform/errors';
import { type PageRequest, pageOf, toPage } from '#server/platform/paging';
import type { Auth } from './auth';
import { toFetchHeaders } from './handler';
import { effectiveTier } from '../memberships/effective-tier';
import { termsAcceptances } from '../privacy/schema';
import { soulprintProfiles } from '../soulprint/schema';
import { hasPassword } from './has-password';
import { sessions, users, verifications } from './schema';

/** Where a confirmed address lands when the person was not on their way somewhere. */
export const VERIFIED_PAGE = '/auth/verified';

type User = Extract<Actor, { kind: 'user' }>;

export function createAccountService(deps: { db: AppDb; auth: Auth }) {
  const { db, auth } = deps;

  return {
    /**
     * Registers through better-auth (which answers the same for a taken address and hashes the
     * password either way), then records the accepted policy version and the referrer.
     */
    async signUp(
      request: FastifyRequest,
      input: { fullName: string; email: string; password: string; referralCode?: string; redirect?: string },
    ) {
      // The destination rides in better-auth's callbackURL; the confirmation email carries it on (auth.ts).
      await auth.api.signUpEmail({
        body: { name: input.fullName, email: input.email, password: input.password, callbackURL: input.redirect ?? VERIFIED_PAGE },
        headers: toFetchHeaders(request),
      });
      let referredBy: string | null = null;
      if (input.referralCode) {
        const [referrer] = await db.select({ id: users.id }).from(users).where(eq(users.referralCode, input.referralCode));
        referredBy = referrer?.id ?? null;
      }
      // Only a just-created account has no accepted version yet; an existing one is left alone.
      const created = await db
        .update(users)
        .set({ termsVersion: POLICY_VERSION, termsAcceptedAt: new Date(), referredBy })
        .where(and(eq(users.email, input.email), eq(users.emailVerified, false), isNull(users.termsVersion)))
        .returning({ id: users.id });
      for (const { id } of created) {
        await db.insert(termsAcceptances).values({
          userId: id,
          version: POLICY_VERSION,
          ipAddress: request.ip,
          userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
        });
        // Made once here, so a check-in never has to ensure it (decision 130).
        await db
          .insert(soulprintProfiles)
          .values({ userId: id, completionPercentage: 0 })
          .onConflictDoNothing({ target: soulprintProfiles.userId });
      }
    },

    async profile(userId: string): Promise<ProfileResponse> {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      if (!user) throw new HttpError(404, 'Account not found.');
      const [{ n }] = await db.select({ n: count() }).from(users).where(eq(users.referredBy, userId));
      return {
        id: user.id,
        email: user.email,
        fullName: user.name,
        preferredName: user.preferredName,
        emailVerified: user.emailVerified,
        hasPassword: await hasPassword(db, userId),
        tier: (await effectiveTier(db, userId)).tier,
        referralCode: user.referralCode,
        referralCount: Number(n),
        createdAt: user.createdAt.toISOString(),
      };
    },

    async updateProfile(userId: string, input: { fullName?: string; preferredName?: string }) {
      await db
        .update(users)
        .set({
          ...(input.fullName !== undefined ? { name: input.fullName } : {}),
          ...(input.preferredName !== undefined ? { preferredName: input.preferredName.trim() || null } : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.id, userId));
    },

    /** The caller's live sessions: this one first, then the last active, a page at a time (decision 156). */
    async listSessions(actor: User, request: PageRequest): Promise<{ sessions: SessionItem[]; nextCursor: string | null }> {
      const page = pageOf(sessions.updatedAt, sessions.id, request, sql`${sessions.id} = ${actor.sessionId ?? ''}`);
      const read = await db
        .select({ row: sessions, cursorAt: page.cursorAt })
        .from(sessions)
        .where(and(eq(sessions.userId, actor.userId), gt(sessions.expiresAt, new Date()), page.after))
        .orderBy(...page.order)
        .limit(page.take);
      const { rows, nextCursor } = toPage(read, request.limit);
      return {
        nextCursor,
        sessions: rows.map((s) => ({
          id: s.id,
          current: s.id === actor.sessionId,
          userAgent: s.userAgent,
          ipAddress: s.ipAddress,
          createdAt: s.createdAt.toISOString(),
          // This device is in use as the list is read; the stored time moves only now and then.
          lastActiveAt: (s.id === actor.sessionId ? new Date() : s.updatedAt).toISOString(),
          supportView: s.impersonatedBy !== null,
        })),
      };
    },

    /** Ends one of the caller's own sessions; another member's id is simply not found. */
    async revokeSession(actor: User, sessionId: string) {
      const gone = await db
        .delete(sessions)
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, actor.userId)))
        .returning({ id: sessions.id });
      if (gone.length === 0) throw new HttpError(404, 'That session was not found. It may have ended already.');
    },

    async revokeOtherSessions(actor: User) {
      const all = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, actor.userId));
      for (const s of all) {
        if (s.id !== actor.sessionId) await db.delete(sessions).where(eq(sessions.id, s.id));
      }
    },

    /** Spec 2.11: a reset link is valid when the server knows the token and it has not expired. */
    async resetTokenState(token: string): Promise<{ valid: boolean; reason: 'ok' | 'invalid' | 'expired' }> {
      const [row] = await db
        .select({ expiresAt: verifications.expiresAt })
        .from(verifications)
        .where(eq(verifications.identifier, `reset-password:${token}`));
      if (!row) return { valid: false, reason: 'invalid' };
      if (row.expiresAt.getTime() < Date.now()) return { valid: false, reason: 'expired' };
      return { valid: true, reason: 'ok' };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
