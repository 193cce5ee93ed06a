import { useLocation } from 'react-router';
import { DiscountCodesPage } from './discount-codes-page';
import { RefillShopAdminPage } from './refill-shop-admin-page';

/**
 * The Refill Shop's back office pages in one lazy chunk, chosen by path (as the shop's own pages,
 * decision 083): one route-table import costs the first load of / less than two. Each route row
 * still declares its own rank: /admin/refill-shop admin, /admin/discount-codes super_admin.
 */
export default function ShopAdminPages() {
  const { pathname } = useLocation();
  return pathname.replace(/\/+$/, '') === '/admin/discount-codes' ? <DiscountCodesPage /> : <RefillShopAdminPage />;
}
