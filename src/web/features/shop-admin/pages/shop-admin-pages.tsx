import { useLocation } from 'react-router';
import { PurchasesPage } from './purchases-page';
import { RefundsPage } from './refunds-page';
import { SalesPage } from './sales-page';

/**
 * The Refill Shop's back office in one lazy chunk, chosen by path (decision 087): /admin/refunds,
 * /admin/purchases and /admin/sales. One chunk costs the first load of / less than three.
 */
export default function ShopAdminPages() {
  const path = useLocation().pathname.replace(/\/+$/, '');
  if (path === '/admin/purchases') return <PurchasesPage />;
  if (path === '/admin/sales') return <SalesPage />;
  return <RefundsPage />;
}
