import { MyReviewView } from '#shared/contracts/shop-reviews';
import { itemPath, sendJson, useCachingMutation } from '#web/lib/api-hooks';
import { myReviewKey } from './get-my-review';

/** PUT /api/shop/reviews/:productId/mine (member): writes or edits the review; it waits for staff again. */
export function useSaveMyReview(productId: string) {
  return useCachingMutation(
    (input: { rating: number; body: string }) => sendJson('PUT', itemPath('/api/shop/reviews', productId, '/mine'), input, MyReviewView),
    myReviewKey(productId),
  );
}
