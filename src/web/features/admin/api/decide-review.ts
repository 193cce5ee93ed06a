import { useMutation, useQueryClient } from '@tanstack/react-query';
import { QueuedReview } from '#shared/contracts/shop-catalogue-admin';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { REVIEW_QUEUE_KEY } from './list-review-queue';

export type ReviewDecision = 'approve' | 'reject';

export function decideReview(id: string, decision: ReviewDecision) {
  return apiRequest(`/api/admin/shop/review-queue/${encodeURIComponent(id)}/decision`, {
    method: 'POST',
    body: { decision },
    parse: zodParser(QueuedReview),
  });
}

/** POST /api/admin/shop/review-queue/:id/decision (admin): publish a review, or reject it. */
export function useDecideReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: ReviewDecision }) => decideReview(id, decision),
    onSettled: () => queryClient.invalidateQueries({ queryKey: REVIEW_QUEUE_KEY }),
  });
}
