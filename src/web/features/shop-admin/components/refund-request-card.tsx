import { type FormEvent, useId, useState } from 'react';
import type { RefundRequestView } from '#shared/contracts/shop-admin';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { TextAreaField } from '#web/components/ui/form-field';
import { formatDate, formatDateTime } from '#web/lib/dates';
import { errorText, type Outcome } from '#web/lib/server-error';
import { useDecideRefundRequest } from '../api/decide-refund-request';
import { formatMoney } from '../lib/money';
import { OrderBadges } from './order-badges';
import { RefundForm } from './refund-form';

const STATUS = { open: 'Open', approved: 'Approved', declined: 'Declined' } as const;

/**
 * One request from /refund-request: what the person wrote (as text), the order that matches its
 * number and email, and, while open, the decision: refund (full or partial) or decline with a reason.
 */
export function RefundRequestCard({ request, onDecided }: { request: RefundRequestView; onDecided: (outcome: Outcome) => void }) {
  const headingId = useId();
  const decide = useDecideRefundRequest();
  const [declineReason, setDeclineReason] = useState('');
  const [declineError, setDeclineError] = useState<string | undefined>();
  const order = request.order;

  const send = (decision: Parameters<typeof decide.mutate>[0]['decision'], said: string) =>
    decide.mutate(
      { id: request.id, decision },
      {
        onSuccess: () => onDecided({ tone: 'success', text: said }),
        onError: (error) =>
          onDecided({ tone: 'error', text: errorText(error, 'We could not save that decision. Nothing changed; please try again.') }),
      },
    );

  const decline = (event: FormEvent) => {
    event.preventDefault();
    if (decide.isPending) return;
    if (!declineReason.trim()) {
      setDeclineError('Please say why, in a sentence the buyer will read.');
      return;
    }
    setDeclineError(undefined);
    send(
      { decision: 'decline', reason: declineReason.trim() },
      `Declined: the request for ${request.orderNumber}. ${request.email} has been emailed the reason.`,
    );
  };

  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-4 rounded-card border border-border bg-surface p-5 shadow-sm">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h2 id={headingId} className="font-heading text-xl font-semibold wrap-anywhere">
          {request.orderNumber}
        </h2>
        <Badge variant={request.status === 'open' ? 'secondary' : 'outline'}>{STATUS[request.status]}</Badge>
      </div>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-muted-foreground">Email</dt>
        <dd className="wrap-anywhere">{request.email}</dd>
        <dt className="font-semibold text-muted-foreground">Received</dt>
        <dd>{formatDateTime(request.createdAt)}</dd>
        {order && (
          <>
            <dt className="font-semibold text-muted-foreground">Order</dt>
            <dd className="flex flex-wrap items-center gap-2">
              {formatMoney(order.totalCents)}, {order.paidAt ? `paid on ${formatDate(order.paidAt)}` : 'not paid'}{' '}
              <OrderBadges order={order} />
            </dd>
            <dt className="font-semibold text-muted-foreground">Already refunded</dt>
            <dd>{formatMoney(order.refundedCents)}</dd>
          </>
        )}
        {request.refundedCents !== null && (
          <>
            <dt className="font-semibold text-muted-foreground">This request refunded</dt>
            <dd>{formatMoney(request.refundedCents)}</dd>
          </>
        )}
      </dl>
      <div>
        <h3 className="text-sm font-semibold text-muted-foreground">Their reason</h3>
        <p className="mt-1 max-w-[70ch] leading-relaxed break-words whitespace-pre-line">{request.reason}</p>
      </div>
      {!order && (
        <p className="text-sm font-semibold">
          No order matches this number and email address, so there is nothing to refund. Check with the person, or decline with a word on
          why.
        </p>
      )}
      {request.status === 'open' && (
        <div className="flex flex-col gap-6 border-t border-border pt-4">
          {order && (
            <section aria-label={`Approve: refund ${request.orderNumber}`} className="flex flex-col gap-3">
              <h3 className="text-lg font-semibold">Approve and refund</h3>
              <RefundForm
                order={order}
                busy={decide.isPending}
                submitLabel={(amount) => `Approve and refund ${amount}`}
                onRefund={(choice) =>
                  send(
                    { decision: 'approve', ...choice },
                    `Refunded ${formatMoney(choice.amountCents)} on ${request.orderNumber}. The buyer has been emailed.`,
                  )
                }
              />
            </section>
          )}
          <form aria-label={`Decline the request for ${request.orderNumber}`} noValidate onSubmit={decline} className="flex flex-col gap-3">
            <h3 className="text-lg font-semibold">Decline</h3>
            <TextAreaField
              label="Why (the buyer reads this)"
              name="declineReason"
              rows={2}
              maxLength={1000}
              required
              value={declineReason}
              onChange={(event) => setDeclineReason(event.target.value)}
              error={declineError}
              hint={`Declining emails ${request.email} with this reason.`}
            />
            <div>
              <Button type="submit" variant="outline" aria-disabled={decide.isPending || undefined}>
                Decline request
              </Button>
            </div>
          </form>
        </div>
      )}
    </article>
  );
}
