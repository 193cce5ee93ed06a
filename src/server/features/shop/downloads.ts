import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { MembershipTier } from '#shared/access/policy';
import { ELITE_INCLUDED_PRODUCTS } from '#shared/memberships/features';
import { tierUnlocks } from '#shared/memberships/tier-unlocks';
import { type FileKey, PRODUCTS } from '#shared/shop/catalogue';
import { grantsAccess, type OrderStatus } from '#shared/shop/order-state';
import type { AppDb } from '#server/platform/db/client';
import { HttpError } from '#server/platform/errors';
import { isFileKey, readDocument, renderDocument } from './documents';
import { type DownloadTokens, MAX_LINK_DOWNLOADS } from './download-tokens';
import { entitlements, orderItems, orders } from './schema';

/** The files Elite includes while it lasts (decision 091): those of ELITE_INCLUDED_PRODUCTS. */
const ELITE_FILES: readonly FileKey[] = PRODUCTS.filter((p) => (ELITE_INCLUDED_PRODUCTS as readonly string[]).includes(p.id)).flatMap(
  (p) => [...p.files],
);

/** Whether a member's tier includes a file without a purchase (`shop_guides_included`, decision 094). */
export function includedByTier(tier: MembershipTier, fileKey: FileKey): boolean {
  return tierUnlocks(tier, 'shop_guides_included') && ELITE_FILES.includes(fileKey);
}

/** Printed where a purchase's order number goes, on a file Elite includes. */
export const ELITE_LICENCE = 'Elite membership';

const REFUSED = 'This download is not available. If you bought it, sign in to My Purchases, or ask us for help from the contact page.';

/**
 * Downloads (PAYMENTS.md §4): never from the public folder. A member's download checks a live
 * entitlement of theirs; an emailed link checks its signature, expiry and download count. Each file
 * is drawn for its buyer ("Licensed to …") and sent as an attachment that nothing may keep.
 */
export function createDownloads(deps: { db: AppDb; tokens: DownloadTokens; contentDir: string }) {
  const { db, tokens, contentDir } = deps;

  async function live(where: ReturnType<typeof and>) {
    const [row] = await db
      .select({ e: entitlements, status: orders.status, orderNumber: orders.publicNumber })
      .from(entitlements)
      .innerJoin(orderItems, and(eq(entitlements.sourceType, 'order_item'), eq(sql`${orderItems.id}::text`, entitlements.sourceId)))
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(where, isNull(entitlements.revokedAt)))
      .limit(1);
    return row && grantsAccess(row.status as OrderStatus) ? row : null;
  }

  async function send(reply: FastifyReply, fileKey: FileKey, entitlementId: string | null, licensedTo: string, orderNumber: string) {
    const pdf = await renderDocument(await readDocument(contentDir, fileKey), licensedTo, orderNumber);
    if (entitlementId)
      await db
        .update(entitlements)
        .set({ downloadCount: sql`${entitlements.downloadCount} + 1`, lastDownloadedAt: new Date() })
        .where(eq(entitlements.id, entitlementId));
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${fileKey}.pdf"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(pdf);
  }

  return {
    /** A member's own purchase, or a file their tier includes (Elite's guides) while the tier lasts. */
    async forMember(reply: FastifyReply, fileKey: string, member: { userId: string; email: string; tier: MembershipTier }) {
      if (!isFileKey(fileKey)) throw new HttpError(404, REFUSED);
      const row = await live(
        and(
          eq(entitlements.productId, fileKey),
          or(eq(entitlements.userId, member.userId), eq(sql`lower(${entitlements.email})`, member.email.toLowerCase())),
        ),
      );
      if (row) return send(reply, fileKey, row.e.id, member.email, row.orderNumber);
      if (includedByTier(member.tier, fileKey)) return send(reply, fileKey, null, member.email, ELITE_LICENCE);
      throw new HttpError(403, REFUSED);
    },
    async forLink(reply: FastifyReply, token: string) {
      const claim = tokens.verify(token);
      if (!claim || !isFileKey(claim.fileKey))
        throw new HttpError(403, 'This download link is not valid, or it has expired. The links in your receipt work for 7 days.');
      const row = await live(and(eq(entitlements.id, claim.entitlementId), eq(entitlements.productId, claim.fileKey)));
      if (!row) throw new HttpError(403, REFUSED);
      if (row.e.downloadCount >= MAX_LINK_DOWNLOADS)
        throw new HttpError(
          403,
          `This link has been used ${MAX_LINK_DOWNLOADS} times, its limit. Sign in to My Purchases to download it again.`,
        );
      return send(reply, claim.fileKey, row.e.id, row.e.email, row.orderNumber);
    },
  };
}
