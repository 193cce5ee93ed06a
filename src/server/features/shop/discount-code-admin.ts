import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Actor } from '#shared/access/policy';
import {
  DISCOUNT_CODE_MESSAGES,
  DiscountCodeActiveInput,
  DiscountCodeInput,
  DiscountCodeList,
  DiscountCodeParams,
  DiscountCodeTerms,
  DiscountCodeView,
  discountCodeStatus,
} from '#shared/contracts/shop-discount-codes';
import type { AppDb } from '#server/platform/db/client';
import { HttpError } from '#server/platform/errors';
import { writeAudit } from '../admin/audit';
import { discountCodes, discountRedemptions, orders } from './schema';

type CodeRow = typeof discountCodes.$inferSelect;

function view(row: CodeRow, testRedemptions: number): DiscountCodeView {
  const shown = {
    id: row.id,
    code: row.code,
    kind: row.percentOff !== null ? ('percent' as const) : ('amount' as const),
    percentOff: row.percentOff,
    amountOffCents: row.amountOffCents,
    appliesTo: row.appliesTo,
    maxRedemptions: row.maxRedemptions,
    redemptions: row.redemptions,
    testRedemptions,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
  };
  return { ...shown, status: discountCodeStatus(shown) };
}

/** Paid test-mode orders per code (the rest of its redemptions are live). */
async function testRedemptions(db: AppDb, codeId?: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ codeId: discountRedemptions.codeId, count: sql<number>`count(*)::int` })
    .from(discountRedemptions)
    .innerJoin(orders, eq(orders.id, discountRedemptions.orderId))
    .where(codeId ? sql`${orders.livemode} = false and ${discountRedemptions.codeId} = ${codeId}` : sql`${orders.livemode} = false`)
    .groupBy(discountRedemptions.codeId);
  return new Map(rows.map((r) => [r.codeId, Number(r.count)]));
}

const terms = (t: z.output<typeof DiscountCodeTerms>) => ({
  percentOff: t.percentOff,
  amountOffCents: t.amountOffCents,
  appliesTo: t.appliesTo,
  maxRedemptions: t.maxRedemptions,
  expiresAt: t.expiresAt ? new Date(t.expiresAt) : null,
});

const auditable = (row: CodeRow) => ({
  code: row.code,
  percentOff: row.percentOff,
  amountOffCents: row.amountOffCents,
  appliesTo: row.appliesTo,
  maxRedemptions: row.maxRedemptions,
  expiresAt: row.expiresAt?.toISOString() ?? null,
  active: row.active,
});

/**
 * /admin/discount-codes (super_admin): list codes with their redemptions, create, edit the terms,
 * and switch a code off or on again. A code's letters never change once made. Every change is audited.
 */
export const discountCodeAdminRoutes: FastifyPluginAsyncZod<{ db: AppDb }> = async (app, { db }) => {
  const staff = (actor: Actor) => (actor.kind === 'user' ? actor.userId : null);

  async function update(id: string, actorUserId: string | null, set: Partial<CodeRow>) {
    const updated = await db.transaction(async (txDb) => {
      const tx = txDb as unknown as AppDb;
      const [before] = await tx.select().from(discountCodes).where(eq(discountCodes.id, id)).for('update');
      if (!before) return null;
      const [after] = await tx.update(discountCodes).set(set).where(eq(discountCodes.id, id)).returning();
      await writeAudit(tx, {
        actorUserId,
        action: 'discount_code.update',
        details: { codeId: id, from: auditable(before), to: auditable(after) },
      });
      return after;
    });
    if (!updated) throw new HttpError(404, 'That discount code was not found.');
    return view(updated, (await testRedemptions(db, id)).get(id) ?? 0);
  }

  app.get('/api/admin/discount-codes', { config: { access: 'super_admin' }, schema: { response: { 200: DiscountCodeList } } }, async () => {
    const [rows, tests] = await Promise.all([
      db.select().from(discountCodes).orderBy(desc(discountCodes.createdAt)).limit(500),
      testRedemptions(db),
    ]);
    return { codes: rows.map((row) => view(row, tests.get(row.id) ?? 0)) };
  });

  app.post(
    '/api/admin/discount-codes',
    { config: { access: 'super_admin' }, schema: { body: DiscountCodeInput, response: { 201: DiscountCodeView } } },
    async (request, reply) => {
      const actorUserId = staff(request.actor);
      const created = await db.transaction(async (txDb) => {
        const tx = txDb as unknown as AppDb;
        const [row] = await tx
          .insert(discountCodes)
          .values({ code: request.body.code, ...terms(request.body) })
          .onConflictDoNothing()
          .returning();
        if (row) await writeAudit(tx, { actorUserId, action: 'discount_code.create', details: { codeId: row.id, to: auditable(row) } });
        return row;
      });
      if (!created)
        throw new HttpError(409, DISCOUNT_CODE_MESSAGES.taken, { errors: [{ field: 'code', message: DISCOUNT_CODE_MESSAGES.taken }] });
      return reply.code(201).send(view(created, 0));
    },
  );

  app.put(
    '/api/admin/discount-codes/:id',
    {
      config: { access: 'super_admin' },
      schema: { params: DiscountCodeParams, body: DiscountCodeTerms, response: { 200: DiscountCodeView } },
    },
    async (request) => update(request.params.id, staff(request.actor), terms(request.body)),
  );

  app.patch(
    '/api/admin/discount-codes/:id',
    {
      config: { access: 'super_admin' },
      schema: { params: DiscountCodeParams, body: DiscountCodeActiveInput, response: { 200: DiscountCodeView } },
    },
    async (request) => update(request.params.id, staff(request.actor), { active: request.body.active }),
  );
};
