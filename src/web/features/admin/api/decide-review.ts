import { QueuedReview } from '#shared/contracts/shop-catalogue-admin';
import { itemPath, sendJson, useRefreshingMutation } from '#web/lib/api-hooks';
import { REVIEW_QUEUE_KEY } from './list-review-queue';

export type ReviewDecision = 'approve' | 'reject';

export function decideReview({ id, decision }: { id: string; decision: ReviewDecision }) {
  return sendJson('POST', itemPath('/api/admin/shop/review-queue', id, '/decision'), { decision }, QueuedReview);
}

/** POST /api/admin/shop/review-queue/:id/decision (admin): publish a review, or reject it. */
export function useDecideReview() {
  return useRefreshingMutation(decideReview, REVIEW_QUEUE_KEY, 'settled');
}
