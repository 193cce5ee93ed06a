import { useQuery } from '@tanstack/react-query';
import { ReviewQueue } from '#shared/contracts/shop-catalogue-admin';
import { apiRequest, zodParser } from '#web/lib/api-client';

export const REVIEW_QUEUE_KEY = ['admin', 'shop', 'review-queue'] as const;

/** GET /api/admin/shop/review-queue?status=pending (admin): reviews waiting for a decision. */
export function useReviewQueue() {
  return useQuery({
    queryKey: REVIEW_QUEUE_KEY,
    queryFn: ({ signal }) => apiRequest('/api/admin/shop/review-queue?status=pending', { parse: zodParser(ReviewQueue), signal }),
    staleTime: 0,
  });
}
