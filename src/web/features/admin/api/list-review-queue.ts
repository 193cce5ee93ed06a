import { ReviewQueue } from '#shared/contracts/shop-catalogue-admin';
import { useFreshPages } from '#web/lib/paged-query';

export const REVIEW_QUEUE_KEY = ['admin', 'shop', 'review-queue'] as const;

/** GET /api/admin/shop/review-queue?status=pending (admin): reviews waiting for a decision, a page at a time. */
export function useReviewQueue() {
  return useFreshPages(REVIEW_QUEUE_KEY, '/api/admin/shop/review-queue', new URLSearchParams({ status: 'pending' }), ReviewQueue);
}
