import { z } from 'zod';
import { Id, Timestamp } from './blocks';
import { PRODUCT_IDS } from '../shop/catalogue';
import { sanitiseText } from '../validation/sanitise';
import { CONTENT_MAX, TEXT_MESSAGES, hasUnsafeContent } from '../validation/text';

/** Reviews of the Refill Shop's products (issue 18): verified purchasers only, published after staff approval. */
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_MIN = 10;
export const REVIEW_MESSAGES = {
  rating: 'Please choose from 1 to 5 stars.',
  tooShort: `Please write at least ${REVIEW_MIN} characters, a sentence or two is plenty.`,
  notBuyer: 'Only people who bought this item can review it. If you bought it with another email address, sign in with that one.',
} as const;

/**
 * A review's text, by spec 5's content rules: refused with script, javascript: or vbscript:, then
 * sanitised (angle brackets, event handlers and control characters stripped) and checked for length.
 */
export const reviewBody = z
  .string()
  .refine((text) => !hasUnsafeContent(text), TEXT_MESSAGES.contentUnsafe)
  .transform(sanitiseText)
  .pipe(z.string().min(REVIEW_MIN, REVIEW_MESSAGES.tooShort).max(CONTENT_MAX, TEXT_MESSAGES.contentTooLong));

export const ReviewInput = z.object({
  rating: z.coerce.number(REVIEW_MESSAGES.rating).int(REVIEW_MESSAGES.rating).min(1, REVIEW_MESSAGES.rating).max(5, REVIEW_MESSAGES.rating),
  body: reviewBody,
});
export type ReviewInput = z.input<typeof ReviewInput>;

export const ProductParams = z.object({ productId: z.enum(PRODUCT_IDS, { message: 'There is no such product.' }) });

/** An approved review as anyone sees it: no name, only that the writer bought the item. */
export const PublicReview = z.object({ id: Id, rating: z.number().int(), body: z.string(), updatedAt: Timestamp });
export type PublicReview = z.infer<typeof PublicReview>;

export const ProductReviews = z.object({
  productId: Id,
  /** The mean of the approved ratings, to one decimal; null when there are none. */
  average: z.number().nullable(),
  count: z.number().int(),
  reviews: z.array(PublicReview),
});
export type ProductReviews = z.infer<typeof ProductReviews>;

export const MyReview = z.object({ rating: z.number().int(), body: z.string(), status: z.enum(REVIEW_STATUSES), updatedAt: Timestamp });
export type MyReview = z.infer<typeof MyReview>;

/** The signed-in member's standing for one product: whether they may review it, and their review. */
export const MyReviewView = z.object({ productId: Id, canReview: z.boolean(), review: MyReview.nullable() });
export type MyReviewView = z.infer<typeof MyReviewView>;

/** Staff moderation (GET /api/admin/shop/reviews, POST /api/admin/shop/reviews/:id/decision). */
export const ReviewIdParams = z.object({ id: z.uuid('There is no such review.') });
export const ReviewDecisionInput = z.object({ decision: z.enum(['approve', 'reject'], 'Please choose approve or reject.') });
export type ReviewDecisionInput = z.infer<typeof ReviewDecisionInput>;
