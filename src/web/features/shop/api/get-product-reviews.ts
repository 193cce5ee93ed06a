import { useQuery } from '@tanstack/react-query';
import { ProductReviews } from '#shared/contracts/shop-reviews';
import { apiRequest, zodParser } from '#web/lib/api-client';

export const productReviewsKey = (productId: string) => ['shop', 'reviews', productId] as const;

/** GET /api/shop/reviews/:productId (public): the approved reviews of a product, their average and count. */
export function useProductReviews(productId: string) {
  return useQuery({
    queryKey: productReviewsKey(productId),
    queryFn: ({ signal }) => apiRequest(`/api/shop/reviews/${encodeURIComponent(productId)}`, { parse: zodParser(ProductReviews), signal }),
  });
}
