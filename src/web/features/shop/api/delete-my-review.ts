import { MyReviewView } from '#shared/contracts/shop-reviews';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { myReviewKey } from './get-my-review';
import { productReviewsKey } from './get-product-reviews';
import { itemPath, useSavingMutation } from '#web/lib/api-hooks';

/** DELETE /api/shop/reviews/:productId/mine (member): removes the member's review. */
export function useDeleteMyReview(productId: string) {
  return useSavingMutation(
    () => apiRequest(itemPath('/api/shop/reviews', productId, '/mine'), { method: 'DELETE', parse: zodParser(MyReviewView) }),
    (client, view) => {
      client.setQueryData(myReviewKey(productId), view);
      void client.invalidateQueries({ queryKey: productReviewsKey(productId) });
    },
  );
}
