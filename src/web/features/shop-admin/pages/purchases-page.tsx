import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AdminPageHeader } from '#web/components/admin-page-header';
import { DataTable, Td, Th, rowClasses } from '#web/components/admin-table';
import { QueryState } from '#web/components/query-state';
import { Button } from '#web/components/ui/button';
import { TextField } from '#web/components/ui/form-field';
import { formatDateTime } from '#web/lib/dates';
import { useOrderDetail } from '../api/get-order-detail';
import { useOrderSearch } from '../api/search-orders';
import { OrderBadges } from '../components/order-badges';
import { OrderDetailView } from '../components/order-detail-view';
import { formatMoney } from '../lib/money';

const COLUMNS = ['Order', 'Email', 'Placed', 'Total', 'Refunded', 'Status'] as const;

function OrderResults({ q }: { q: string }) {
  const search = useOrderSearch(q);
  return (
    <DataTable
      caption={`Orders matching ${q}`}
      columns={COLUMNS}
      query={search}
      rows={search.data?.orders}
      notes={{
        loading: 'Looking for orders...',
        failed: 'We could not search the orders. Please try again.',
        empty: `No orders match ${q}.`,
      }}
    >
      {(order) => (
        <tr key={order.orderNumber} className={rowClasses}>
          <Th scope="row">
            <Link to={`?${new URLSearchParams({ q, order: order.orderNumber })}`} className="underline underline-offset-4">
              {order.orderNumber}
            </Link>
          </Th>
          <Td className="whitespace-nowrap">{order.email ?? 'Removed'}</Td>
          <Td>{formatDateTime(order.createdAt)}</Td>
          <Td>{formatMoney(order.totalCents)}</Td>
          <Td>{formatMoney(order.refundedCents)}</Td>
          <Td>
            <OrderBadges order={order} />
          </Td>
        </tr>
      )}
    </DataTable>
  );
}

function OrderDetailPanel({ orderNumber }: { orderNumber: string }) {
  const detail = useOrderDetail(orderNumber);
  return (
    <QueryState query={detail} what={`order ${orderNumber}`}>
      {(order) => <OrderDetailView order={order} />}
    </QueryState>
  );
}

/**
 * /admin/purchases (super_admin, spec 2.7): find orders by email or order number; an order's
 * timeline, its downloads, and re-sending its receipt or refunding it. The search and the open
 * order live in the address, so Back returns to the results.
 */
export function PurchasesPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const orderNumber = params.get('order');
  const [text, setText] = useState(q);
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const term = text.trim();
    if (term.length < 3) {
      setError('Type at least 3 characters of an email or an order number.');
      return;
    }
    setError(undefined);
    setParams({ q: term });
  };

  return (
    <>
      <AdminPageHeader title="Purchases">
        Every order of the Refill Shop. Find one by the buyer&apos;s email or its order number (RS- and eight characters), then read its
        timeline, send the receipt again or refund it. Orders marked TEST were made in test mode: no money moved.
      </AdminPageHeader>
      {orderNumber ? (
        <>
          <p className="mb-4">
            <Link to={q ? `?${new URLSearchParams({ q })}` : '?'} className="underline underline-offset-4">
              Back to {q ? 'the results' : 'the search'}
            </Link>
          </p>
          <OrderDetailPanel orderNumber={orderNumber} />
        </>
      ) : (
        <>
          <form role="search" aria-label="Orders" noValidate onSubmit={submit} className="mb-6 flex flex-wrap items-end gap-3">
            <TextField
              label="Email or order number"
              name="q"
              type="search"
              autoComplete="off"
              maxLength={254}
              value={text}
              onChange={(event) => setText(event.target.value)}
              error={error}
              className="w-full max-w-md"
            />
            <Button type="submit">Find orders</Button>
          </form>
          {q.length >= 3 && <OrderResults q={q} />}
        </>
      )}
    </>
  );
}
