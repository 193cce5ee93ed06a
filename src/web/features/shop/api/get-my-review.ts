import { useQuery } from '@tanstack/react-query';
import { MyReviewView } from '#shared/contracts/shop-reviews';
import { apiRequest, zodParser } from '#web/lib/api-client';

export const myReviewKey = (productId: string) => ['shop', 'my-review', productId] as const;

/** GET /api/shop/reviews/:productId/mine (member): whether the member bought it, and their review. */
export function useMyReview(productId: string, enabled = true) {
  return useQuery({
    queryKey: myReviewKey(productId),
    queryFn: ({ signal }) =>
      apiRequest(`/api/shop/reviews/${encodeURIComponent(productId)}/mine`, { parse: zodParser(MyReviewView), signal }),
    enabled,
  });
}
