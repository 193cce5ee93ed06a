import { lazy } from 'react';
import { useLocation } from 'react-router';
import { MEMBERSHIP_PAGES } from '#shared/contracts/memberships-billing';
import { PlansPage } from './plans-page';
import { TestCheckoutPage } from './test-checkout-page';
import { TestPortalPage } from './test-portal-page';

// A chunk of its own inside this one: its form and crisis check are not what /memberships needs.
const HardshipProgramPage = lazy(() => import('./hardship-program-page'));

/**
 * The membership pages in one lazy chunk, chosen by path (one route-table import costs the first
 * load of / less than several, decisions 083 and 093): the plans at /memberships, the hardship
 * programme, and in test mode the built-in checkout and portal.
 */
export default function MembershipsPages() {
  const path = useLocation().pathname.replace(/\/+$/, '');
  if (path === '/hardship-program') return <HardshipProgramPage />;
  if (path === MEMBERSHIP_PAGES.testCheckout) return <TestCheckoutPage />;
  if (path === MEMBERSHIP_PAGES.testPortal) return <TestPortalPage />;
  return <PlansPage />;
}
