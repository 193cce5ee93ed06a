import { useRef, useState } from 'react';
import type { QueuedReview } from '#shared/contracts/shop-catalogue-admin';
import { QueryState } from '#web/components/query-state';
import { Button } from '#web/components/ui/button';
import { LiveNotice } from '#web/components/ui/notice';
import { formatDate } from '#web/lib/dates';
import { errorText, type Outcome } from '#web/lib/server-error';
import { type ReviewDecision, useDecideReview } from '../api/decide-review';
import { useReviewQueue } from '../api/list-review-queue';

const DONE: Record<ReviewDecision, (r: QueuedReview) => string> = {
  approve: (r) => `Approved: ${r.author}'s review of ${r.productTitle} is published.`,
  reject: (r) => `Rejected: ${r.author}'s review of ${r.productTitle} will not be published.`,
};

/** Reviews waiting for a decision: approve to publish on the product's page, or reject. */
export function ReviewQueueList() {
  const queue = useReviewQueue();
  const decide = useDecideReview();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  const onDecide = (review: QueuedReview, decision: ReviewDecision) => {
    setOutcome(null);
    decide.mutate(
      { id: review.id, decision },
      {
        onSuccess: () => setOutcome({ tone: 'success', text: DONE[decision](review) }),
        onError: (error) => setOutcome({ tone: 'error', text: errorText(error, 'We could not save the decision. Please try again.') }),
        // The review leaves the list with the button that had focus: keep focus on the news.
        onSettled: () => noticeRef.current?.focus(),
      },
    );
  };

  return (
    <>
      <div ref={noticeRef} tabIndex={-1} className="outline-none">
        <LiveNotice notice={outcome && { tone: outcome.tone, message: outcome.text }} className="mb-4" />
      </div>
      <QueryState query={queue} what="the reviews">
        {({ reviews }) =>
          reviews.length === 0 ? (
            <p className="rounded-card border border-border bg-surface p-6 text-muted-foreground">
              No reviews are waiting. New ones will appear here for you to approve.
            </p>
          ) : (
            <ul aria-label="Reviews waiting for approval" className="flex flex-col gap-4">
              {reviews.map((review) => (
                <li key={review.id}>
                  <article className="rounded-card border border-border bg-surface p-5">
                    <h3 className="font-semibold">{review.productTitle}</h3>
                    <p className="text-sm text-muted-foreground">
                      <span aria-label={`${review.rating} of 5 stars`}>{'★'.repeat(review.rating) + '☆'.repeat(5 - review.rating)}</span> ·{' '}
                      {review.author} · {formatDate(review.updatedAt)}
                    </p>
                    <p className="mt-3 whitespace-pre-line">{review.body}</p>
                    <div className="mt-4 flex flex-wrap gap-2">
                      <Button
                        size="sm"
                        disabled={decide.isPending}
                        aria-label={`Approve: ${review.author}'s review of ${review.productTitle}`}
                        onClick={() => onDecide(review, 'approve')}
                      >
                        Approve
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={decide.isPending}
                        aria-label={`Reject: ${review.author}'s review of ${review.productTitle}`}
                        onClick={() => onDecide(review, 'reject')}
                      >
                        Reject
                      </Button>
                    </div>
                  </article>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </>
  );
}
