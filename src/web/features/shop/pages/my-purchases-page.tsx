import { formatCents } from '#shared/money';
import { Link } from 'react-router';
import { grantsAccess } from '#shared/shop/order-state';
import { Badge } from '#web/components/ui/badge';
import { Card } from '#web/components/ui/card';
import { Notice } from '#web/components/ui/notice';
import { Spinner } from '#web/components/ui/spinner';
import { formatDate } from '#web/lib/dates';
import { usePurchases } from '../api/list-purchases';
import { DownloadsList } from '../components/downloads-list';
import { IncludedGuides, useGuidesIncluded } from '../components/included-guides';
import { OrderSummary } from '../components/order-summary';
import { reviewHref } from '../components/product-reviews';

const STATUS: Record<string, string> = {
  paid: 'Paid',
  partially_refunded: 'Partly refunded',
  refunded: 'Refunded',
  failed: 'Payment failed',
  expired: 'Expired',
  pending: 'Waiting for payment',
};

/** /my-purchases (member): orders made signed in or with the member's address, their receipts and downloads. */
export function MyPurchasesPage() {
  const purchases = usePurchases();
  const guidesIncluded = useGuidesIncluded();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-10 sm:py-14">
      <div className="flex flex-col gap-3">
        <h1 className="text-3xl font-semibold sm:text-4xl">My Purchases</h1>
        <p className="max-w-[65ch] text-lg text-muted-foreground">
          Your ebooks, workbooks and receipts. Downloads are made for you, with your email on each page.
        </p>
      </div>
      <IncludedGuides />
      {purchases.isPending && <Spinner label="Loading your purchases..." />}
      {purchases.isError && <Notice tone="error">We could not load your purchases just now. Please try again in a moment.</Notice>}
      {purchases.data?.orders.length === 0 &&
        (guidesIncluded ? (
          <p className="text-muted-foreground">
            No orders yet. Anything you buy from the <Link to="/refill-shop">Refill Shop</Link> appears here too, with its receipt.
          </p>
        ) : (
          <Notice tone="info">
            Nothing here yet. When you buy from the <Link to="/refill-shop">Refill Shop</Link>, your downloads and receipts appear here.
          </Notice>
        ))}
      {purchases.data && purchases.data.orders.length > 0 && (
        <ul aria-label="Orders" className="flex flex-col gap-6">
          {purchases.data.orders.map((order) => (
            <li key={order.orderNumber}>
              <Card className="flex flex-col gap-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h2 className="text-xl font-semibold">Order {order.orderNumber}</h2>
                  <span className="flex gap-2">
                    {!order.livemode && <Badge variant="outline">TEST</Badge>}
                    <Badge variant={order.status === 'paid' ? 'default' : 'secondary'}>{STATUS[order.status]}</Badge>
                  </span>
                </div>
                <p className="text-sm text-muted-foreground">
                  {formatDate(order.createdAt)} · {formatCents(order.totalCents)}
                </p>
                <DownloadsList downloads={order.downloads} label={`Downloads of order ${order.orderNumber}`} />
                {grantsAccess(order.status) && (
                  <ul aria-label={`Review the items of order ${order.orderNumber}`} className="flex flex-wrap gap-x-5 gap-y-2">
                    {order.items.map((item) => (
                      <li key={item.productId}>
                        <Link to={reviewHref(item.productId)} className="text-primary underline underline-offset-4">
                          Review {item.title}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
                <details>
                  <summary className="cursor-pointer text-primary">Receipt</summary>
                  <div className="mt-3">
                    <OrderSummary order={order} label={`Receipt of order ${order.orderNumber}`} />
                  </div>
                </details>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
