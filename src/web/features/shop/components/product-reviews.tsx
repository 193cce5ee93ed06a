import { Link } from 'react-router';
import { QueryState } from '#web/components/query-state';
import { formatDate } from '#web/lib/dates';
import { useSession } from '#web/features/auth/api/get-session';
import { useMyReview } from '../api/get-my-review';
import { useProductReviews } from '../api/get-product-reviews';
import { ReviewStars } from './review-stars';

const reviewHref = (productId: string) => `/refill-shop/product-review/${productId}`;

/**
 * A product page's reviews: the approved ones with their average, and for someone who bought the
 * item a link to write (or edit) theirs. Review text is shown as text, never as HTML.
 */
export function ProductReviewsSection({ productId, title }: { productId: string; title: string }) {
  const reviews = useProductReviews(productId);
  return (
    <section aria-labelledby="reviews" className="max-w-[70ch]">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="reviews" className="text-2xl font-semibold">
          Reviews
        </h2>
        <WriteReviewLink productId={productId} title={title} />
      </div>
      <QueryState query={reviews} what="the reviews">
        {(data) =>
          data.count === 0 ? (
            <p className="mt-3 text-muted-foreground">
              No reviews yet. Reviews come from people who bought this, and a person checks each one before it appears.
            </p>
          ) : (
            <>
              <p className="mt-3 flex flex-wrap items-center gap-2">
                <ReviewStars rating={data.average ?? 0} />
                <span>
                  {data.average} out of 5, from {data.count} {data.count === 1 ? 'review' : 'reviews'}
                </span>
              </p>
              <ul aria-label={`Reviews of ${title}`} className="mt-4 flex flex-col gap-4">
                {data.reviews.map((review) => (
                  <li key={review.id} className="rounded-card border border-border bg-surface p-4">
                    <ReviewStars rating={review.rating} />
                    <p className="mt-2 whitespace-pre-line">{review.body}</p>
                    <p className="mt-2 text-sm text-muted-foreground">Verified buyer · {formatDate(review.updatedAt)}</p>
                  </li>
                ))}
              </ul>
            </>
          )
        }
      </QueryState>
    </section>
  );
}

/** Shown only to a signed-in member who bought the item (a paid order that was not refunded in full). */
function WriteReviewLink({ productId, title }: { productId: string; title: string }) {
  const { user } = useSession();
  const mine = useMyReview(productId, Boolean(user));
  if (!user || !mine.data?.canReview) return null;
  return (
    <Link
      to={reviewHref(productId)}
      className="text-primary underline underline-offset-4"
      aria-label={`${mine.data.review ? 'Edit your review' : 'Write a review'} of ${title}`}
    >
      {mine.data.review ? 'Edit your review' : 'Write a review'}
    </Link>
  );
}

export { reviewHref };
