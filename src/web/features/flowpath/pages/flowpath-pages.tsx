import { useLocation } from 'react-router';
import { FlowpathDashboardPage } from './flowpath-dashboard-page';
import { FlowpathPage } from './flowpath-page';

/**
 * Both FlowPath pages in one lazy chunk, chosen by path: one route-table entry costs the first
 * load of / less than two (as the shop does, decision 083). /flowpath and /flowpath-dashboard.
 */
export default function FlowpathPages() {
  const { pathname } = useLocation();
  return pathname.replace(/\/+$/, '') === '/flowpath-dashboard' ? <FlowpathDashboardPage /> : <FlowpathPage />;
}
