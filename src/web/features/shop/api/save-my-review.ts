import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MyReviewView } from '#shared/contracts/shop-reviews';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { myReviewKey } from './get-my-review';

/** PUT /api/shop/reviews/:productId/mine (member): writes or edits the review; it waits for staff again. */
export function useSaveMyReview(productId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { rating: number; body: string }) =>
      apiRequest(`/api/shop/reviews/${encodeURIComponent(productId)}/mine`, { method: 'PUT', body: input, parse: zodParser(MyReviewView) }),
    onSuccess: (view) => client.setQueryData(myReviewKey(productId), view),
  });
}
