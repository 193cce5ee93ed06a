import { useId, useState } from 'react';
import type { OrderDetail } from '#shared/contracts/shop-admin';
import { grantsAccess } from '#shared/shop/order-state';
import { AdminSection } from '#web/components/admin-page-header';
import { AdminTable, Td, Th, rowClasses } from '#web/components/admin-table';
import { Button } from '#web/components/ui/button';
import { LiveNotice } from '#web/components/ui/notice';
import { formatDateTime } from '#web/lib/dates';
import { errorText, type Outcome } from '#web/lib/server-error';
import { useRefundOrder } from '../api/refund-order';
import { useResendReceipt } from '../api/resend-receipt';
import { formatMoney } from '../lib/money';
import { OrderBadges } from './order-badges';
import { RefundForm } from './refund-form';

/** One order for staff: what was bought, its timeline, its downloads, and the actions on it. */
export function OrderDetailView({ order }: { order: OrderDetail }) {
  const headingId = useId();
  const resend = useResendReceipt();
  const refund = useRefundOrder();
  const [outcome, setOutcome] = useState<Outcome>(null);

  const onResend = () => {
    if (resend.isPending) return;
    resend.mutate(order.orderNumber, {
      onSuccess: ({ sentTo }) => setOutcome({ tone: 'success', text: `Receipt sent again to ${sentTo}, with fresh download links.` }),
      onError: (error) => setOutcome({ tone: 'error', text: errorText(error, 'We could not send the receipt. Please try again.') }),
    });
  };

  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={headingId} className="font-heading text-2xl font-semibold">
          Order {order.orderNumber}
        </h2>
        <OrderBadges order={order} />
        {order.disputed && <span className="text-sm font-semibold text-destructive">Disputed</span>}
      </div>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-muted-foreground">Email</dt>
        <dd className="wrap-anywhere">{order.email ?? 'Removed (the buyer deleted their account)'}</dd>
        <dt className="font-semibold text-muted-foreground">Placed</dt>
        <dd>{formatDateTime(order.createdAt)}</dd>
        <dt className="font-semibold text-muted-foreground">Paid</dt>
        <dd>{order.paidAt ? formatDateTime(order.paidAt) : 'Not paid'}</dd>
        <dt className="font-semibold text-muted-foreground">Provider</dt>
        <dd>{order.livemode ? order.provider : `${order.provider} (test mode: no money moved)`}</dd>
        <dt className="font-semibold text-muted-foreground">Total</dt>
        <dd>
          {formatMoney(order.totalCents)}
          {order.discountCents > 0 && ` after a discount of ${formatMoney(order.discountCents)}`}
          {order.taxCalculated ? `, tax ${formatMoney(order.taxCents)}` : ', tax not calculated'}
        </dd>
        <dt className="font-semibold text-muted-foreground">Refunded</dt>
        <dd>{formatMoney(order.refundedCents)}</dd>
      </dl>

      <AdminSection title="Items">
        <AdminTable caption={`Items of ${order.orderNumber}`} className="min-w-[28rem]" columns={['Item', 'Quantity', 'Price each']}>
          {order.items.map((item) => (
            <tr key={item.productId} className={rowClasses}>
              <Th scope="row">{item.title}</Th>
              <Td>{item.quantity}</Td>
              <Td>{formatMoney(item.unitPriceCents)}</Td>
            </tr>
          ))}
        </AdminTable>
      </AdminSection>

      <AdminSection title="Timeline" description="Oldest first. Downloads show the latest one and the count.">
        <ol className="flex flex-col gap-3 border-l-2 border-border pl-4">
          {order.timeline.map((entry, i) => (
            <li key={`${entry.at}-${i}`}>
              <time dateTime={entry.at} className="block text-sm text-muted-foreground">
                {formatDateTime(entry.at)}
              </time>
              <span className="break-words">{entry.text}</span>
            </li>
          ))}
        </ol>
      </AdminSection>

      {order.downloads.length > 0 && (
        <AdminSection title="Downloads">
          <ul className="flex flex-col gap-1">
            {order.downloads.map((d) => (
              <li key={d.fileKey}>
                {d.title}: downloaded {d.downloadCount} {d.downloadCount === 1 ? 'time' : 'times'}
                {d.revoked ? ' (switched off)' : ''}
              </li>
            ))}
          </ul>
        </AdminSection>
      )}

      <AdminSection title="Actions" description="Each is written to the audit log with your name.">
        <LiveNotice notice={outcome && { tone: outcome.tone, message: outcome.text }} className="mb-4" />
        {grantsAccess(order.status) && order.email && (
          <div className="mb-6 flex flex-col gap-2">
            <h3 className="text-lg font-semibold">Receipt</h3>
            <p className="text-sm text-muted-foreground">
              Emails the receipt to {order.email} again, with download links that work for 7 days.
            </p>
            <div>
              <Button variant="outline" aria-disabled={resend.isPending || undefined} onClick={onResend}>
                {resend.isPending ? 'Sending...' : 'Resend receipt'}
              </Button>
            </div>
          </div>
        )}
        {order.paidAt && order.totalCents > 0 && (
          <div className="flex flex-col gap-2">
            <h3 className="text-lg font-semibold">Refund</h3>
            <RefundForm
              key={order.refundedCents}
              order={order}
              busy={refund.isPending}
              submitLabel={(amount) => `Refund ${amount}`}
              onRefund={(choice) =>
                refund.mutate(
                  { orderNumber: order.orderNumber, refund: choice },
                  {
                    onSuccess: () =>
                      setOutcome({
                        tone: 'success',
                        text: `Refunded ${formatMoney(choice.amountCents)} on ${order.orderNumber}. The buyer has been emailed.`,
                      }),
                    onError: (error) =>
                      setOutcome({ tone: 'error', text: errorText(error, 'We could not make the refund. Please try again.') }),
                  },
                )
              }
            />
          </div>
        )}
      </AdminSection>
    </article>
  );
}
