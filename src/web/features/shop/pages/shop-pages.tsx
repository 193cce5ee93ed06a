import { useLocation } from 'react-router';
import { MyPurchasesPage } from './my-purchases-page';
import { OrderSuccessPage } from './order-success-page';
import { ProductReviewPage } from './product-review-page';
import { RefundRequestPage } from './refund-request-page';
import { ShopPage } from './shop-page';
import { TestCheckoutPage } from './test-checkout-page';

/**
 * Every page of the Refill Shop in one lazy chunk, chosen by path: one route-table entry costs the
 * first load of / less than several (decision 083). The catalogue and products, the test checkout
 * (/refill-shop/checkout), the success pages, My Purchases, product reviews and the refund request form.
 */
export default function ShopPages() {
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '');
  if (path === '/refill-shop/checkout') return <TestCheckoutPage />;
  if (path === '/my-purchases') return <MyPurchasesPage />;
  if (path === '/refund-request') return <RefundRequestPage />;
  if (path.startsWith('/refill-shop/product-review/')) return <ProductReviewPage />;
  if (path === '/refill-shop/success' || path === '/payment-success') return <OrderSuccessPage />;
  return <ShopPage />;
}
