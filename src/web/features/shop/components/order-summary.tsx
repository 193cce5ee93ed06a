import { formatCents } from '#shared/money';
import { cn } from '#web/lib/cn';

interface SummaryOrder {
  items: { productId: string; title: string; unitPriceCents: number; quantity: number }[];
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  taxCents?: number;
  taxCalculated?: boolean;
  refundedCents?: number;
}

function Row({
  label,
  value,
  className,
  border = false,
  strong = false,
}: {
  label: string;
  value: string;
  className?: string;
  border?: boolean;
  strong?: boolean;
}) {
  const weight = strong ? 'font-semibold' : 'font-normal';
  return (
    <tr className={cn(border && 'border-b border-border', className)}>
      <th scope="row" className={cn('py-2 pr-4', weight)}>
        {label}
      </th>
      <td className={cn('py-2 text-right tabular-nums', weight)}>{value}</td>
    </tr>
  );
}

/** The lines and totals of an order (or a receipt), as the server priced it. */
export function OrderSummary({ order, label = 'Order summary' }: { order: SummaryOrder; label?: string }) {
  const tax = order.taxCalculated ? (order.taxCents ?? 0) : 0;
  return (
    <table className="w-full text-left">
      <caption className="sr-only">{label}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Item</th>
          <th scope="col">Amount</th>
        </tr>
      </thead>
      <tbody>
        {order.items.map((item) => (
          <Row
            key={item.productId}
            border
            label={`${item.title}${item.quantity > 1 ? ` x ${item.quantity}` : ''}`}
            value={formatCents(item.unitPriceCents * item.quantity)}
          />
        ))}
        {order.discountCents > 0 && <Row label="Discount" value={`-${formatCents(order.discountCents)}`} />}
        {order.taxCalculated === false && <Row label="Tax" value="not calculated" className="text-muted-foreground" />}
        {tax > 0 && <Row label="Tax" value={formatCents(tax)} />}
        <Row label="Total" value={formatCents(order.totalCents + tax)} strong />
        {(order.refundedCents ?? 0) > 0 && <Row label="Refunded" value={formatCents(order.refundedCents ?? 0)} />}
      </tbody>
    </table>
  );
}
