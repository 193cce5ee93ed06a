import { formatCents } from '#shared/money';
import type { MembershipInvoice } from '#shared/contracts/memberships-billing';
import { planFor } from '#shared/memberships/plans';
import { QueryState } from '#web/components/query-state';
import { Badge } from '#web/components/ui/badge';
import { formatInstant } from '#web/lib/dates';
import { useMembershipInvoices } from '../api/list-invoices';

function Receipt({ invoice }: { invoice: MembershipInvoice }) {
  const paid = invoice.status === 'paid';
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-border py-3 last:border-b-0">
      <span className="flex flex-col">
        <span className="font-semibold">
          {planFor(invoice.tier).name}, {formatInstant(invoice.periodStart, 'date')} to {formatInstant(invoice.periodEnd, 'date')}
        </span>
        <span className="text-sm text-muted-foreground">
          {paid ? 'Paid' : 'Payment failed'} on {formatInstant(invoice.createdAt, 'date')}
          {invoice.number ? `, invoice ${invoice.number}` : ''}
        </span>
      </span>
      <span className="flex items-center gap-2">
        {!invoice.livemode && <Badge variant="outline">TEST</Badge>}
        {!paid && <Badge variant="secondary">Not paid</Badge>}
        <span className="font-semibold">{formatCents(invoice.amountCents)}</span>
        {invoice.hostedUrl && (
          <a
            href={invoice.hostedUrl}
            className="font-semibold text-primary underline underline-offset-4"
            rel="noopener noreferrer"
            target="_blank"
          >
            Receipt<span className="sr-only"> for {formatInstant(invoice.createdAt, 'date')} (opens in a new tab)</span>
          </a>
        )}
      </span>
    </li>
  );
}

/** The member's membership invoices, newest first: receipts when paid, failed attempts marked. */
export function ReceiptsList() {
  const invoices = useMembershipInvoices();
  return (
    <section aria-labelledby="receipts-heading" className="mt-8 flex flex-col gap-2">
      <h3 id="receipts-heading" className="text-lg font-semibold">
        Receipts
      </h3>
      <QueryState query={invoices} what="your receipts">
        {({ invoices: list }) =>
          list.length === 0 ? (
            <p className="text-muted-foreground">No receipts yet.</p>
          ) : (
            <ul aria-label="Receipts">
              {list.map((invoice) => (
                <Receipt key={invoice.id} invoice={invoice} />
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}
