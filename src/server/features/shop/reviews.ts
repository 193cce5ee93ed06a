import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { MyReviewView, ProductReviews, ReviewStatus } from '#shared/contracts/shop-reviews';
import { REVIEW_MESSAGES } from '#shared/contracts/shop-reviews';
import type { ProductId } from '#shared/shop/catalogue';
import type { AppDb } from '#server/platform/db/client';
import { HttpError } from '#server/platform/errors';
import { checkWriting } from '../safety/crisis-counts';
import { orderItems, orders, productReviews } from './schema';

type ReviewRow = typeof productReviews.$inferSelect;
export interface Member {
  userId: string;
  email: string;
}

/** Orders that still grant what they sold: paid, or refunded only in part (shared/shop/order-state grantsAccess). */
const GRANTING = ['paid', 'partially_refunded'];

/**
 * Reviews (issue 18): only a verified purchaser writes one, one per product each, and it shows
 * once staff approve it. A purchase is the member's when made signed in or with their (verified)
 * address, as in My Purchases (decision 082).
 */
export function createReviews(db: AppDb) {
  async function bought(member: Member, productId: ProductId): Promise<boolean> {
    const [row] = await db
      .select({ id: orders.id })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(
        and(
          eq(orderItems.productId, productId),
          inArray(orders.status, GRANTING),
          or(eq(orders.userId, member.userId), eq(sql`lower(${orders.email})`, member.email.toLowerCase())),
        ),
      )
      .limit(1);
    return Boolean(row);
  }

  async function mine(member: Member, productId: ProductId): Promise<ReviewRow | null> {
    const [row] = await db
      .select()
      .from(productReviews)
      .where(and(eq(productReviews.productId, productId), eq(productReviews.userId, member.userId)));
    return row ?? null;
  }

  const myView = (productId: string, canReview: boolean, row: ReviewRow | null): MyReviewView => ({
    productId,
    canReview,
    review: row ? { rating: row.rating, body: row.body, status: row.status as ReviewStatus, updatedAt: row.updatedAt.toISOString() } : null,
  });

  return {
    async forMember(member: Member, productId: ProductId): Promise<MyReviewView> {
      const [canReview, row] = await Promise.all([bought(member, productId), mine(member, productId)]);
      return myView(productId, canReview, row);
    },

    /** Writes or edits the member's review; either way it waits for staff again. */
    async save(member: Member, productId: ProductId, input: { rating: number; body: string }): Promise<MyReviewView> {
      if (!(await bought(member, productId))) throw new HttpError(403, REVIEW_MESSAGES.notBuyer, { code: 'NOT_A_BUYER' });
      // The page shows the crisis card as the review is typed (review 6); the server counts it.
      await checkWriting(db, 'shop_review', input.body);
      const now = new Date();
      const [row] = await db
        .insert(productReviews)
        .values({ productId, userId: member.userId, rating: input.rating, body: input.body, status: 'pending' })
        .onConflictDoUpdate({
          target: [productReviews.productId, productReviews.userId],
          set: { rating: input.rating, body: input.body, status: 'pending', decidedBy: null, updatedAt: now },
        })
        .returning();
      return myView(productId, true, row);
    },

    async remove(member: Member, productId: ProductId): Promise<MyReviewView> {
      await db.delete(productReviews).where(and(eq(productReviews.productId, productId), eq(productReviews.userId, member.userId)));
      return myView(productId, await bought(member, productId), null);
    },

    /** What anyone sees: approved reviews only, newest first, with their average and count. */
    async published(productId: ProductId): Promise<ProductReviews> {
      const approved = and(eq(productReviews.productId, productId), eq(productReviews.status, 'approved'));
      const [[summary], rows] = await Promise.all([
        db
          .select({ count: sql<number>`count(*)::int`, average: sql<string | null>`avg(${productReviews.rating})` })
          .from(productReviews)
          .where(approved),
        db.select().from(productReviews).where(approved).orderBy(desc(productReviews.updatedAt)).limit(100),
      ]);
      const count = Number(summary?.count ?? 0);
      return {
        productId,
        count,
        average: count > 0 && summary?.average != null ? Math.round(Number(summary.average) * 10) / 10 : null,
        reviews: rows.map((r) => ({ id: r.id, rating: r.rating, body: r.body, updatedAt: r.updatedAt.toISOString() })),
      };
    },
  };
}

export type Reviews = ReturnType<typeof createReviews>;
