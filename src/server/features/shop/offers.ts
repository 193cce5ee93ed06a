import { desc, eq, inArray } from 'drizzle-orm';
import type { AdminProduct, ProductChangeInput } from '#shared/contracts/shop-catalogue-admin';
import { PRODUCTS, type ProductId, productById } from '#shared/shop/catalogue';
import { type PriceBook, priceBook } from '#shared/shop/offers';
import type { AppDb } from '#server/platform/db/client';
import { users } from '../auth/schema';
import { writeAudit } from '../admin/audit';
import { productSettingChanges, productSettings } from './schema';

const HISTORY = 20;

/** Every product's price and availability now: the catalogue with staff's changes on top. */
export async function loadPriceBook(db: AppDb): Promise<PriceBook> {
  return priceBook(await db.select().from(productSettings));
}

/** The products as /admin/refill-shop shows them, each with its recent changes and who made them. */
export async function listAdminProducts(db: AppDb): Promise<AdminProduct[]> {
  const book = await loadPriceBook(db);
  const changes = await db
    .select({ change: productSettingChanges, by: users.name })
    .from(productSettingChanges)
    .leftJoin(users, eq(users.id, productSettingChanges.changedBy))
    .where(
      inArray(
        productSettingChanges.productId,
        PRODUCTS.map((p) => p.id),
      ),
    )
    .orderBy(desc(productSettingChanges.createdAt));
  return PRODUCTS.map((p) => ({
    id: p.id,
    title: p.title,
    kind: p.kind,
    cataloguePriceCents: p.priceCents,
    ...book.get(p.id)!,
    changes: changes
      .filter((c) => c.change.productId === p.id)
      .slice(0, HISTORY)
      .map(({ change, by }) => ({
        at: change.createdAt.toISOString(),
        by,
        fromPriceCents: change.fromPriceCents,
        toPriceCents: change.toPriceCents,
        fromAvailable: change.fromAvailable,
        toAvailable: change.toAvailable,
      })),
  }));
}

/**
 * Staff change a product's price or availability: the new values, a history row (who, when, from,
 * to) and an audit entry, in one transaction. A change to what it already is records nothing.
 */
export async function changeProduct(
  db: AppDb,
  productId: ProductId,
  input: ProductChangeInput,
  staffUserId: string | null,
): Promise<AdminProduct> {
  const product = productById(productId)!;
  await db.transaction(async (txDb) => {
    const tx = txDb as unknown as AppDb;
    const [current] = await tx.select().from(productSettings).where(eq(productSettings.productId, productId)).for('update');
    const from = { priceCents: current?.priceCents ?? product.priceCents, available: current?.available ?? true };
    const to = { priceCents: input.priceCents ?? from.priceCents, available: input.available ?? from.available };
    if (from.priceCents === to.priceCents && from.available === to.available) return;
    const now = new Date();
    await tx
      .insert(productSettings)
      .values({ productId, ...to, updatedBy: staffUserId, updatedAt: now })
      .onConflictDoUpdate({ target: productSettings.productId, set: { ...to, updatedBy: staffUserId, updatedAt: now } });
    await tx.insert(productSettingChanges).values({
      productId,
      changedBy: staffUserId,
      fromPriceCents: from.priceCents,
      toPriceCents: to.priceCents,
      fromAvailable: from.available,
      toAvailable: to.available,
      createdAt: now,
    });
    await writeAudit(tx, { actorUserId: staffUserId, action: 'product.update', details: { productId, from, to } });
  });
  return (await listAdminProducts(db)).find((p) => p.id === productId)!;
}
