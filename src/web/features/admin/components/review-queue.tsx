import type { QueuedReview } from '#shared/contracts/shop-catalogue-admin';
import { OutcomeNotice, reportOutcome, useOutcomeNotice } from '#web/components/outcome-notice';
import { QueryState } from '#web/components/query-state';
import { Button } from '#web/components/ui/button';
import { formatDate } from '#web/lib/dates';
import { type ReviewDecision, useDecideReview } from '../api/decide-review';
import { ShowOlder } from '#web/components/show-older';
import { useReviewQueue } from '../api/list-review-queue';

const DONE: Record<ReviewDecision, (r: QueuedReview) => string> = {
  approve: (r) => `Approved: ${r.author}'s review of ${r.productTitle} is published.`,
  reject: (r) => `Rejected: ${r.author}'s review of ${r.productTitle} will not be published.`,
};

const DECISIONS = [
  { decision: 'approve', label: 'Approve', variant: 'default' },
  { decision: 'reject', label: 'Reject', variant: 'outline' },
] as const;

/** Reviews waiting for a decision: approve to publish on the product's page, or reject. */
export function ReviewQueueList() {
  const queue = useReviewQueue();
  const decide = useDecideReview();
  const notice = useOutcomeNotice();
  const { setOutcome } = notice;

  const onDecide = (review: QueuedReview, decision: ReviewDecision) => {
    setOutcome(null);
    decide.mutate(
      { id: review.id, decision },
      {
        ...reportOutcome(setOutcome, () => DONE[decision](review), 'We could not save the decision. Please try again.'),
        // The review leaves the list with the button that had focus: keep focus on the news.
        onSettled: notice.focus,
      },
    );
  };

  return (
    <>
      <OutcomeNotice notice={notice} />
      <QueryState query={queue} what="the reviews">
        {({ pages }) => {
          const reviews = pages.flatMap((page) => page.reviews);
          return reviews.length === 0 ? (
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
                      {DECISIONS.map(({ decision, label, variant }) => (
                        <Button
                          key={decision}
                          size="sm"
                          variant={variant}
                          pending={decide.isPending}
                          aria-label={`${label}: ${review.author}'s review of ${review.productTitle}`}
                          onClick={() => onDecide(review, decision)}
                        >
                          {label}
                        </Button>
                      ))}
                    </div>
                  </article>
                </li>
              ))}
            </ul>
          );
        }}
      </QueryState>
      <ShowOlder list={queue} label="Show older reviews" className="mt-4" />
    </>
  );
}
