import { formatCents } from '#shared/money';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EMPTY_CART } from '#shared/shop/cart';
import { CART_STORAGE_KEY } from '#shared/shop/catalogue';
import { Card } from '#web/components/ui/card';
import { Notice } from '#web/components/ui/notice';
import { Spinner } from '#web/components/ui/spinner';
import { PageSection } from '#web/components/page-section';
import { useOrder } from '../api/get-order';
import { DownloadsList } from '../components/downloads-list';
import { OrderSummary } from '../components/order-summary';

/**
 * /refill-shop/success and /payment-success: the order as the server sees it now, its receipt and
 * its downloads. The server fulfils on load if the payment is confirmed before its webhook arrives.
 */
export function OrderSuccessPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const order = useOrder(sessionId);
  const paid = order.data?.status === 'paid' || order.data?.status === 'partially_refunded';

  useEffect(() => {
    // The order is placed: the cart it came from is done with.
    if (paid) window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(EMPTY_CART));
  }, [paid]);

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-10 sm:py-14">
      {(!sessionId || order.isError) && <h1 className="text-3xl font-semibold sm:text-4xl">Your order</h1>}
      {!sessionId && (
        <Notice tone="info" title="No order to show">
          This page shows an order after checkout. Your past orders are in <Link to="/my-purchases">My Purchases</Link>.
        </Notice>
      )}
      {order.isPending && sessionId && <Spinner label="Checking your payment..." />}
      {order.isError && (
        <Notice tone="error" title="We could not find that order">
          If you were charged, your receipt email has the details, or ask us on the contact page.
        </Notice>
      )}
      {order.data && (
        <>
          <h1 className="text-3xl font-semibold sm:text-4xl">
            {paid
              ? 'Thank you for your order'
              : order.data.status === 'pending'
                ? 'Your payment is on its way'
                : order.data.status === 'failed'
                  ? 'The payment did not go through'
                  : `This order is ${order.data.status.replace('_', ' ')}`}
          </h1>
          {order.data.status === 'pending' && (
            <p>We will email your receipt and downloads as soon as it arrives. This page updates by itself.</p>
          )}
          {order.data.status === 'failed' && (
            <p>
              Nothing was charged and nothing was granted. Your cart is still here when you want to <Link to="/refill-shop">try again</Link>
              .
            </p>
          )}
          {!order.data.livemode && <p className="text-sm text-muted-foreground">Test order: no money moved.</p>}
          {order.data.downloads.length > 0 && (
            <PageSection id="downloads-heading" title="Your downloads" className="flex flex-col gap-3">
              <DownloadsList downloads={order.data.downloads} />
              <p className="text-sm text-muted-foreground">
                We have also emailed you these links. With an account under {order.data.email}, they stay in My Purchases.
              </p>
            </PageSection>
          )}
          {/* A receipt only for what was paid; an unpaid order is just what was in it. */}
          <Card className="flex flex-col gap-3">
            <h2 className="text-xl font-semibold">{paid ? 'Receipt' : 'What was in this order'}</h2>
            <p className="text-sm text-muted-foreground">
              Order {order.data.orderNumber}
              {order.data.paidAt ? `, paid ${formatCents(order.data.totalCents)}` : ''}
            </p>
            <OrderSummary order={order.data} label={paid ? 'Receipt' : 'Order'} />
          </Card>
          {paid && order.data.totalCents > 0 && (
            <p className="text-sm text-muted-foreground">
              Changed your mind? You can ask for a refund within 30 days on the <Link to="/refund-request">refund request page</Link>.
            </p>
          )}
        </>
      )}
    </div>
  );
}
