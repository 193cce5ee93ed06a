import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { ValidateCodeResponse } from '#shared/contracts/launch-gate';
import type { AppDb } from '#server/platform/db/client';
import { HttpError, isUniqueViolation } from '#server/platform/errors';
import { writeAudit } from '../admin/audit';
import { accessCodeUses, accessCodes, betaWaitlist, siteSettings } from './schema';

const GATE_KEY = 'launch_gate';
/** The gate switch is read at most every 2 s per instance; a change reaches every instance within that. */
const STATUS_TTL_MS = 2000;

export const CODE_MESSAGES = {
  granted: 'Access granted',
  invalid: 'Invalid access code',
  expired: 'This access code has expired',
  exhausted: 'This access code has been used as many times as it allows',
} as const;

export function normaliseCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * When the site was launched: the moment staff last opened the gate, or null while it is closed.
 * A site whose gate was never switched has no launch moment (and no code uses or waitlist to clear).
 */
export async function launchedAt(db: AppDb): Promise<Date | null> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, GATE_KEY));
  return row && row.value?.gated === false ? row.updatedAt : null;
}

export function createLaunchGateService(db: AppDb) {
  let cached: { gated: boolean; at: number } | null = null;

  /** The code as typed, unless it is unknown, disabled or expired (then the message that says so). */
  async function usable(typed: string): Promise<{ row: typeof accessCodes.$inferSelect } | { message: string }> {
    const [row] = await db
      .select()
      .from(accessCodes)
      .where(eq(accessCodes.code, normaliseCode(typed)));
    if (!row || row.disabled) return { message: CODE_MESSAGES.invalid };
    if (row.expiresAt && row.expiresAt.getTime() <= Date.now()) return { message: CODE_MESSAGES.expired };
    return { row };
  }

  return {
    async isGated(): Promise<boolean> {
      if (cached && Date.now() - cached.at < STATUS_TTL_MS) return cached.gated;
      const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, GATE_KEY));
      const gated = row?.value?.gated === true;
      cached = { gated, at: Date.now() };
      return gated;
    },

    async setGated(actorUserId: string, gated: boolean) {
      await db
        .insert(siteSettings)
        .values({ key: GATE_KEY, value: { gated }, updatedBy: actorUserId })
        .onConflictDoUpdate({ target: siteSettings.key, set: { value: { gated }, updatedBy: actorUserId, updatedAt: new Date() } });
      cached = null;
      await writeAudit(db, { actorUserId, action: 'launch_gate.set', details: { gated } });
    },

    /**
     * Whether a code as typed could be used now, counting nothing: for a visitor who checks a
     * partner code before signing in, so the use is counted once, when it unlocks their account.
     */
    async check(code: string): Promise<{ valid: true; codeName: string } | { valid: false; message: string }> {
      const found = await usable(code);
      if ('message' in found) return { valid: false, message: found.message };
      if (found.row.maxUses !== null && found.row.uses >= found.row.maxUses) return { valid: false, message: CODE_MESSAGES.exhausted };
      return { valid: true, codeName: found.row.name };
    },

    /** Spec 7 validate_access_code: checks and counts a use atomically. */
    async validate(input: { code: string; ip: string | null; userAgent: string | null }): Promise<ValidateCodeResponse> {
      const fail = (message: string): ValidateCodeResponse => ({
        valid: false,
        message,
        session_id: null,
        code_name: null,
        code_description: null,
      });
      const found = await usable(input.code);
      if ('message' in found) return fail(found.message);
      const code = found.row;
      const counted = await db
        .update(accessCodes)
        .set({ uses: sql`${accessCodes.uses} + 1` })
        .where(and(eq(accessCodes.id, code.id), or(isNull(accessCodes.maxUses), lt(accessCodes.uses, accessCodes.maxUses))))
        .returning({ id: accessCodes.id });
      if (counted.length === 0) return fail(CODE_MESSAGES.exhausted);
      const sessionId = randomUUID();
      await db
        .insert(accessCodeUses)
        .values({ codeId: code.id, sessionId, ipAddress: input.ip, userAgent: input.userAgent?.slice(0, 512) ?? null });
      return {
        valid: true,
        message: CODE_MESSAGES.granted,
        session_id: sessionId,
        code_name: code.name,
        code_description: code.description,
      };
    },

    /** The id of a code as typed (any case or spacing), or null. */
    async codeIdOf(code: string): Promise<string | null> {
      const [row] = await db
        .select({ id: accessCodes.id })
        .from(accessCodes)
        .where(eq(accessCodes.code, normaliseCode(code)));
      return row?.id ?? null;
    },

    /** Spec 7 INSERT beta_waitlist; a duplicate answers 409 (the database's own code stays inside). */
    async joinWaitlist(input: { email: string; userAgent: string | null; metadata?: Record<string, unknown> }) {
      try {
        await db.insert(betaWaitlist).values({
          email: input.email.trim().toLowerCase(),
          source: 'launch_gate',
          userAgent: input.userAgent?.slice(0, 512) ?? null,
          metadata: input.metadata ?? {},
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw new HttpError(409, 'You are already on the list', { code: 'ALREADY_ON_LIST' });
        throw err;
      }
    },

    async listCodes() {
      return db.select().from(accessCodes).orderBy(desc(accessCodes.createdAt));
    },

    async createCode(
      actorUserId: string,
      input: { code: string; name: string; description: string; expiresAt: string | null; maxUses: number | null },
    ) {
      try {
        const [row] = await db
          .insert(accessCodes)
          .values({
            code: normaliseCode(input.code),
            name: input.name,
            description: input.description,
            expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
            maxUses: input.maxUses,
            createdBy: actorUserId,
          })
          .returning();
        await writeAudit(db, { actorUserId, action: 'access_code.create', details: { codeId: row.id, name: row.name } });
        return row;
      } catch (err) {
        if (isUniqueViolation(err)) {
          throw new HttpError(409, 'That code already exists.', {
            errors: [{ field: 'code', message: 'That code already exists. Choose another.' }],
          });
        }
        throw err;
      }
    },

    async setCodeDisabled(actorUserId: string, id: string, disabled: boolean) {
      const [row] = await db.update(accessCodes).set({ disabled }).where(eq(accessCodes.id, id)).returning();
      if (!row) throw new HttpError(404, 'That code was not found.');
      await writeAudit(db, { actorUserId, action: 'access_code.update', details: { codeId: id, disabled } });
      return row;
    },

    async codeUses(id: string) {
      return db.select().from(accessCodeUses).where(eq(accessCodeUses.codeId, id)).orderBy(desc(accessCodeUses.createdAt)).limit(500);
    },
  };
}

export type LaunchGateService = ReturnType<typeof createLaunchGateService>;
