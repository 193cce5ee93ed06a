import { ReviewQueue } from '#shared/contracts/shop-catalogue-admin';
import { useFreshQuery } from '#web/lib/api-hooks';

export const REVIEW_QUEUE_KEY = ['admin', 'shop', 'review-queue'] as const;

/** GET /api/admin/shop/review-queue?status=pending (admin): reviews waiting for a decision. */
export function useReviewQueue() {
  return useFreshQuery(REVIEW_QUEUE_KEY, '/api/admin/shop/review-queue?status=pending', ReviewQueue);
}
