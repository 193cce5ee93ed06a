import { AdminPageHeader, AdminSection } from '#web/components/admin-page-header';
import { ProductSalesTable } from '../components/product-sales-table';
import { ReviewQueueList } from '../components/review-queue';
import { ShopProductsTable } from '../components/shop-products-table';

/**
 * /admin/refill-shop (admin): the products' prices and availability (the words stay those of the
 * authored catalogue), reviews waiting for approval, and what each product has sold.
 */
export function RefillShopAdminPage() {
  return (
    <>
      <AdminPageHeader title="Refill Shop">
        Prices and availability of the products, reviews waiting for approval, and sales by product. Every change is recorded with who made
        it and when.
      </AdminPageHeader>
      <AdminSection
        title="Products"
        description="Change a price or take a product off sale. The words about each product come from the authored catalogue."
      >
        <ShopProductsTable />
      </AdminSection>
      <AdminSection
        title="Reviews waiting for approval"
        description="Only verified buyers can review. An approved review is published on the product's page."
      >
        <ReviewQueueList />
      </AdminSection>
      <AdminSection
        title="Sales by product"
        description="Paid orders, with refunds shared over each order's items. Test-mode sales are counted apart and marked TEST."
      >
        <ProductSalesTable />
      </AdminSection>
    </>
  );
}
