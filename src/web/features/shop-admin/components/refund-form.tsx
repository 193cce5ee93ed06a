import { type FormEvent, useId, useState } from 'react';
import { refundableCents } from '#shared/shop/order-state';
import { dollarsToCents, refundAmountProblem } from '#shared/shop/refund-amount';
import { Button } from '#web/components/ui/button';
import { TextAreaField, TextField } from '#web/components/ui/form-field';
import { newIdempotencyKey } from '../lib/idempotency-key';
import { formatMoney } from '../lib/money';

export interface RefundChoice {
  amountCents: number;
  reason: string;
  /** Made once per form: a double click or a retry after a failure never refunds twice. */
  idempotencyKey: string;
}

/**
 * A refund of an order, full or partial, in dollars (sent as integer cents), with a reason the
 * buyer reads in the refund email. Checked here as the server checks it: more than $0, no more than
 * what is left. A full refund switches the downloads off; the form says so.
 */
export function RefundForm({
  order,
  busy,
  submitLabel,
  onRefund,
}: {
  order: { orderNumber: string; totalCents: number; refundedCents: number };
  busy: boolean;
  submitLabel: (amount: string) => string;
  onRefund: (choice: RefundChoice) => void;
}) {
  const id = useId();
  const [key] = useState(newIdempotencyKey);
  const left = refundableCents(order.totalCents, order.refundedCents);
  const [kind, setKind] = useState<'full' | 'partial'>('full');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const cents = kind === 'full' ? left : dollarsToCents(amount);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = kind === 'full' ? null : refundAmountProblem(amount, order.totalCents, order.refundedCents);
    setError(problem ?? undefined);
    if (problem || cents === null) {
      document.getElementById(`${id}-amount`)?.focus();
      return;
    }
    onRefund({ amountCents: cents, reason: reason.trim(), idempotencyKey: key });
  };

  if (left === 0) return <p className="text-muted-foreground">This order has been refunded in full. There is nothing left to refund.</p>;
  return (
    <form aria-label={`Refund ${order.orderNumber}`} noValidate onSubmit={submit} className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-semibold">How much</legend>
        {(['full', 'partial'] as const).map((option) => (
          <label key={option} className="flex min-h-11 items-center gap-3">
            <input
              type="radio"
              name={`${id}-kind`}
              value={option}
              checked={kind === option}
              onChange={() => setKind(option)}
              className="size-5"
            />
            {option === 'full' ? (
              <>
                Full refund: {formatMoney(left)}
                {order.refundedCents > 0 ? ' (everything left)' : ''}. The downloads are switched off.
              </>
            ) : (
              'Partial refund. The downloads stay.'
            )}
          </label>
        ))}
      </fieldset>
      {kind === 'partial' && (
        <TextField
          id={`${id}-amount`}
          label="Amount in dollars"
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          hint={`Up to ${formatMoney(left)}.`}
          error={error}
          className="max-w-xs"
        />
      )}
      <TextAreaField
        label="Reason (optional)"
        name="reason"
        rows={2}
        maxLength={1000}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        hint="The buyer reads this in the refund email. It is also kept in the audit log."
      />
      <div>
        <Button type="submit" aria-disabled={busy || undefined}>
          {busy ? 'Refunding...' : submitLabel(cents === null || cents <= 0 ? 'this amount' : formatMoney(cents))}
        </Button>
      </div>
    </form>
  );
}
