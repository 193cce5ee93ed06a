import { formatCents } from '#shared/money';
import { useState } from 'react';
import { DataTable, rowClasses, Td, Th } from '#web/components/admin-table';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { Dialog } from '#web/components/ui/dialog';
import { formatDateTime } from '#web/lib/dates';
import { useShopProducts } from '../api/list-shop-products';
import { ShopProductDialogBody, changeText } from './shop-product-dialog';

/** The products with their price and availability now, the last change, and a way to change both. */
export function ShopProductsTable() {
  const products = useShopProducts();
  const [openId, setOpenId] = useState<string | null>(null);
  // The dialog shows the newest data after a change, not the row it was opened from.
  const open = products.data?.products.find((p) => p.id === openId) ?? null;

  return (
    <>
      <DataTable
        caption="Products"
        className="min-w-[48rem]"
        columns={['Product', 'Price', 'Availability', 'Last change', { label: 'Actions', srOnly: true }]}
        query={products}
        rows={products.data?.products}
        notes={{
          loading: 'Loading products...',
          failed: 'We could not load the products.',
          empty: 'There are no products in the catalogue.',
        }}
      >
        {(product) => (
          <tr key={product.id} className={rowClasses}>
            <Th scope="row">
              {product.title}
              <span className="block text-xs font-normal text-muted-foreground">{product.kind}</span>
            </Th>
            <Td className="whitespace-nowrap">
              {formatCents(product.priceCents)}
              {product.priceCents !== product.cataloguePriceCents && (
                <span className="block text-xs text-muted-foreground">Catalogue: {formatCents(product.cataloguePriceCents)}</span>
              )}
            </Td>
            <Td>
              <Badge variant={product.available ? 'default' : 'secondary'}>{product.available ? 'On sale' : 'Off sale'}</Badge>
            </Td>
            <Td>
              {product.changes[0] ? (
                <>
                  {changeText(product.changes[0])}
                  <span className="block text-xs text-muted-foreground">
                    {product.changes[0].by ?? 'A former staff member'}, {formatDateTime(product.changes[0].at)}
                  </span>
                </>
              ) : (
                <span className="text-muted-foreground">None</span>
              )}
            </Td>
            <Td>
              <div className="flex justify-end">
                <Button
                  variant="outline"
                  size="sm"
                  aria-haspopup="dialog"
                  aria-label={`Change price or availability: ${product.title}`}
                  onClick={() => setOpenId(product.id)}
                >
                  Change
                </Button>
              </div>
            </Td>
          </tr>
        )}
      </DataTable>
      <Dialog side="wide" open={open !== null} onOpenChange={(isOpen) => !isOpen && setOpenId(null)} title={open?.title ?? ''}>
        {open && <ShopProductDialogBody key={open.id} product={open} />}
      </Dialog>
    </>
  );
}
