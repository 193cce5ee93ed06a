import { formatCents } from '#shared/money';
import { DataTable, rowClasses, Td, Th } from '#web/components/admin-table';
import { Badge } from '#web/components/ui/badge';
import { useProductSales } from '../api/list-product-sales';
import { TestRowBadge } from './test-row-badge';

/** Units, revenue after discounts, refunds and net per product; live sales first, test ones badged. */
export function ProductSalesTable() {
  const sales = useProductSales();
  return (
    <DataTable
      caption="Sales by product"
      className="min-w-[48rem]"
      columns={['Product', 'Mode', 'Orders', 'Units', 'Revenue', 'Refunds', 'Net']}
      query={sales}
      rows={sales.data?.sales}
      notes={{
        loading: 'Loading sales...',
        failed: 'We could not load the sales.',
        empty: 'Nothing sold yet. Paid orders will appear here.',
      }}
    >
      {(row) => (
        <tr key={`${row.productId}-${row.livemode}`} className={rowClasses}>
          <Th scope="row">{row.title}</Th>
          <Td>{row.livemode ? <Badge variant="default">Live</Badge> : <TestRowBadge />}</Td>
          <Td>{row.orders}</Td>
          <Td>{row.units}</Td>
          <Td className="whitespace-nowrap">{formatCents(row.revenueCents)}</Td>
          <Td className="whitespace-nowrap">{row.refundedCents > 0 ? `-${formatCents(row.refundedCents)}` : formatCents(0)}</Td>
          <Td className="whitespace-nowrap font-semibold">{formatCents(row.revenueCents - row.refundedCents)}</Td>
        </tr>
      )}
    </DataTable>
  );
}
