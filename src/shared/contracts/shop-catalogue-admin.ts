import { z } from 'zod';
import { Id, Timestamp } from './blocks';
import { NextCursor, pageQuery } from './paging';
import { PRODUCT_IDS } from '../shop/catalogue';
import { OFFER_MESSAGES, priceProblem } from '../shop/offers';

/** GET /api/shop/catalogue: each product's price and whether it is on sale now (staff may change both). */
export const CatalogueOffers = z.object({
  products: z.array(z.object({ id: z.enum(PRODUCT_IDS), priceCents: z.number().int().nonnegative(), available: z.boolean() })),
});
export type CatalogueOffers = z.infer<typeof CatalogueOffers>;

export const ProductParams = z.object({ productId: z.enum(PRODUCT_IDS, { message: 'There is no such product.' }) });

/** PATCH /api/admin/shop/products/:productId (admin): a new price in whole cents, availability, or both. */
export const ProductChangeInput = z
  .object({
    priceCents: z
      .number()
      .superRefine((cents, ctx) => {
        const problem = priceProblem(cents);
        if (problem) ctx.addIssue({ code: 'custom', message: OFFER_MESSAGES[problem] });
      })
      .optional(),
    available: z.boolean().optional(),
  })
  .refine((v) => v.priceCents !== undefined || v.available !== undefined, 'Change the price or the availability.');
export type ProductChangeInput = z.input<typeof ProductChangeInput>;

export const ProductChange = z.object({
  at: z.string(),
  /** The staff member's name, or null once their account is gone. */
  by: z.string().nullable(),
  fromPriceCents: z.number().int(),
  toPriceCents: z.number().int(),
  fromAvailable: z.boolean(),
  toAvailable: z.boolean(),
});

export const AdminProduct = z.object({
  id: z.enum(PRODUCT_IDS),
  title: z.string(),
  kind: z.string(),
  /** The authored price (the catalogue's). */
  cataloguePriceCents: z.number().int(),
  priceCents: z.number().int(),
  available: z.boolean(),
  /** Newest first, at most 20. */
  changes: z.array(ProductChange),
});
export type AdminProduct = z.infer<typeof AdminProduct>;

export const AdminProductList = z.object({ products: z.array(AdminProduct) });

/** Sales of one product in one mode: units sold, what they brought in after discounts, and refunds. */
export const ProductSales = z.object({
  productId: Id,
  title: z.string(),
  /** Test-mode orders (the built-in test provider, Stripe test keys) are counted apart from live ones. */
  livemode: z.boolean(),
  orders: z.number().int(),
  units: z.number().int(),
  revenueCents: z.number().int(),
  refundedCents: z.number().int(),
});
export type ProductSales = z.infer<typeof ProductSales>;

export const ProductSalesList = z.object({ sales: z.array(ProductSales) });

export const REVIEW_QUEUE_STATUSES = ['pending', 'approved', 'rejected'] as const;
/** The review queue: last changed first, a page at a time (decision 156). */
export const ReviewQueueQuery = z.object({ status: z.enum(REVIEW_QUEUE_STATUSES).default('pending'), ...pageQuery(50, 200).shape });

export const QueuedReview = z.object({
  id: Id,
  productId: Id,
  productTitle: z.string(),
  rating: z.number().int(),
  /** Shown as text, never as HTML. */
  body: z.string(),
  author: z.string(),
  status: z.enum(REVIEW_QUEUE_STATUSES),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type QueuedReview = z.infer<typeof QueuedReview>;

export const ReviewQueue = z.object({ reviews: z.array(QueuedReview), nextCursor: NextCursor });
