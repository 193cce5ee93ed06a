import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MyReviewView } from '#shared/contracts/shop-reviews';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { myReviewKey } from './get-my-review';
import { productReviewsKey } from './get-product-reviews';

/** DELETE /api/shop/reviews/:productId/mine (member): removes the member's review. */
export function useDeleteMyReview(productId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(`/api/shop/reviews/${encodeURIComponent(productId)}/mine`, { method: 'DELETE', parse: zodParser(MyReviewView) }),
    onSuccess: (view) => {
      client.setQueryData(myReviewKey(productId), view);
      void client.invalidateQueries({ queryKey: productReviewsKey(productId) });
    },
  });
}
