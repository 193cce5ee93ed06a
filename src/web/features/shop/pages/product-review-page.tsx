import { Link, useLocation } from 'react-router';
import { type MyReview, REVIEW_MESSAGES } from '#shared/contracts/shop-reviews';
import { productById } from '#shared/shop/catalogue';
import { NotFound } from '#web/components/not-found';
import { QueryState } from '#web/components/query-state';
import { Spinner } from '#web/components/ui/spinner';
import { Notice } from '#web/components/ui/notice';
import { signInHref } from '#web/app/sign-in-href';
import { useSession } from '#web/features/auth/api/get-session';
import { useMyReview } from '../api/get-my-review';
import { ReviewForm } from '../components/review-form';

const STATUS: Record<MyReview['status'], string> = {
  pending: 'Waiting for a person to check it. It appears on the product page once approved.',
  approved: 'Published on the product page.',
  rejected: 'Not published. You can edit it and send it again.',
};

/**
 * /refill-shop/product-review/:id: a verified purchaser writes, edits or deletes their review of a
 * product (one each). Others are told why they cannot, and where to go instead.
 */
export function ProductReviewPage() {
  const { pathname } = useLocation();
  const product = productById(pathname.replace(/\/+$/, '').split('/')[3] ?? '');
  const session = useSession();
  const mine = useMyReview(product?.id ?? '', Boolean(product && session.user));
  if (!product) return <NotFound />;
  const productLink = (
    <Link to={`/refill-shop/${product.slug}`} className="text-primary underline underline-offset-4">
      {product.title}
    </Link>
  );

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-10 sm:py-14">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-semibold sm:text-4xl">Review {product.title}</h1>
        <p className="text-muted-foreground">
          Your review helps someone else decide whether {productLink} is right for them. A person reads every review before it appears. Only
          the stars, your words and the date are shown, never your name.
        </p>
      </div>
      {session.isPending ? (
        <Spinner label="Loading..." className="py-8" />
      ) : !session.user ? (
        <Notice tone="info" title="Please sign in to write a review">
          <p>
            Reviews come from people who bought the item.{' '}
            <Link to={signInHref(pathname)} className="text-primary underline underline-offset-4">
              Sign in
            </Link>{' '}
            with the email address you used to buy it.
          </p>
        </Notice>
      ) : (
        <QueryState query={mine} what="your review">
          {(data) =>
            data.canReview || data.review ? (
              <>
                {data.review && (
                  <Notice tone={data.review.status === 'rejected' ? 'error' : 'info'} title="Your review" live={false}>
                    <p>{STATUS[data.review.status]}</p>
                  </Notice>
                )}
                {data.canReview ? (
                  <ReviewForm productId={product.id} review={data.review} />
                ) : (
                  <Notice tone="info" live={false}>
                    <p>This order was refunded, so the review cannot be changed any more.</p>
                  </Notice>
                )}
              </>
            ) : (
              <Notice tone="info" title="Only buyers can review this">
                <p>
                  {REVIEW_MESSAGES.notBuyer} Your purchases are in{' '}
                  <Link to="/my-purchases" className="text-primary underline underline-offset-4">
                    My Purchases
                  </Link>
                  .
                </p>
              </Notice>
            )
          }
        </QueryState>
      )}
    </div>
  );
}
