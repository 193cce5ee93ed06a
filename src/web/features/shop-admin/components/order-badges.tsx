import type { OrderSummary } from '#shared/contracts/shop-admin';
import { Badge } from '#web/components/ui/badge';
import { ORDER_STATUS_LABELS } from '../lib/order-labels';

/** An order's status, and TEST when it was made with the test provider (no money moved). */
export function OrderBadges({ order }: { order: Pick<OrderSummary, 'status' | 'livemode'> }) {
  return (
    <span className="inline-flex flex-wrap gap-2">
      <Badge variant={order.status === 'paid' ? 'default' : 'outline'}>{ORDER_STATUS_LABELS[order.status]}</Badge>
      {!order.livemode && (
        <Badge variant="secondary" title="Test mode: no money moved">
          TEST<span className="sr-only"> mode: no money moved</span>
        </Badge>
      )}
    </span>
  );
}
