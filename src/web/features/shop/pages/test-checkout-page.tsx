import { formatCents } from '#shared/money';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { Notice } from '#web/components/ui/notice';
import { Spinner } from '#web/components/ui/spinner';
import { usePageHead } from '#web/lib/page-head';
import { type TestOutcome, useChooseTestOutcome, useTestCheckout } from '../api/test-checkout';
import { OrderSummary } from '../components/order-summary';
import { TestModeBanner } from '../components/test-mode-banner';

/**
 * /refill-shop/checkout?session_id=…: the built-in test checkout (no Stripe keys). It says plainly that no
 * money moves; the buyer chooses what the payment does, and the server delivers that choice as a
 * signed event through the same webhook pipeline Stripe's would take.
 */
export function TestCheckoutPage() {
  // The route is the shop's catch-all ("Refill Shop"): the tab, and the route's announcement, name the step.
  usePageHead({ name: 'Test Checkout · Refill Shop', description: 'Pay for your order with the built-in test checkout.' });
  const [params] = useSearchParams();
  const sessionId = params.get('session_id') ?? '';
  const order = useTestCheckout(sessionId);
  const choose = useChooseTestOutcome(sessionId);
  const navigate = useNavigate();
  const pick = (outcome: TestOutcome) =>
    choose.mutate(outcome, {
      onSuccess: (result) => result.status !== 'pending' && navigate(`/refill-shop/success?session_id=${encodeURIComponent(sessionId)}`),
    });

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-10 sm:py-14">
      <TestModeBanner />
      <h1 className="text-3xl font-semibold">Test checkout</h1>
      {order.isPending && <Spinner label="Loading your order..." />}
      {order.isError && (
        <Notice tone="error" title="We could not find this checkout">
          It may have been finished already. <Link to="/refill-shop">Back to the Refill Shop</Link>.
        </Notice>
      )}
      {order.data && (
        <Card className="flex flex-col gap-5">
          <p>
            This is the built-in test checkout. <strong>No money moves</strong>: choose what the payment should do, and the order, receipt
            and downloads follow exactly as they would with a real payment.
          </p>
          <p className="text-sm text-muted-foreground">
            Order {order.data.orderNumber} for {order.data.email}
          </p>
          <OrderSummary order={order.data} />
          {order.data.status === 'pending' && !choose.data && (
            <div className="flex flex-wrap gap-3">
              <Button onClick={() => pick('pay')} pending={choose.isPending}>
                Pay {formatCents(order.data.totalCents)}
              </Button>
              <Button variant="outline" onClick={() => pick('decline')} pending={choose.isPending}>
                Decline
              </Button>
              <Button variant="ghost" onClick={() => pick('later')} pending={choose.isPending}>
                Pay later
              </Button>
            </div>
          )}
          {choose.data?.status === 'pending' && (
            <div className="flex flex-col gap-3">
              <Notice tone="info">The payment is on its way, as with a bank transfer. The order waits until it arrives.</Notice>
              <div>
                <Button onClick={() => pick('complete_later')} pending={choose.isPending}>
                  The delayed payment arrives
                </Button>
              </div>
            </div>
          )}
          {order.data.status !== 'pending' && !choose.data && (
            <Notice tone="info">
              This order is already {order.data.status.replace('_', ' ')}.{' '}
              <Link to={`/refill-shop/success?session_id=${encodeURIComponent(sessionId)}`}>See the order</Link>.
            </Notice>
          )}
          {choose.isError && <Notice tone="error">{(choose.error as Error).message}</Notice>}
        </Card>
      )}
    </div>
  );
}
