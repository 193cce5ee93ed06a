import { type ComponentType, lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { Spinner } from '#web/components/ui/spinner';

/**
 * The back office's pages behind one route-table import, chosen by path (as the shop's pages are,
 * decision 083): every import in the route table is paid for by the first load of /, which staff
 * pages never need (decision 110). Each page keeps its own chunk, loaded when it opens; each route
 * row still declares its own access.
 */
const SofiaDocsPages = lazy(() => import('../features/admin/pages/sofia-docs-pages'));
const CatalogueAdminPages = lazy(() => import('../features/admin/pages/shop-admin-pages'));
const ContentAdminPages = lazy(() => import('../features/content-admin/pages/content-admin-pages'));
const MoneyAdminPages = lazy(() => import('../features/shop-admin/pages/shop-admin-pages'));
const DocsPages = lazy(() => import('../features/docs/pages/docs-pages'));

export const BACK_OFFICE_PAGES: Record<string, ComponentType> = {
  '/admin': lazy(() => import('../features/admin/pages/admin-dashboard-page')),
  '/admin/coach-applications': lazy(() => import('../features/admin/pages/coach-applications-page')),
  '/admin/hardship-applications': lazy(() => import('../features/admin/pages/hardship-applications-page')),
  '/admin/contact-messages': lazy(() => import('../features/admin/pages/contact-messages-page')),
  '/admin/refill-shop': CatalogueAdminPages,
  '/admin/discount-codes': CatalogueAdminPages,
  '/admin/subscription-tiers-docs': lazy(() => import('../features/admin/pages/subscription-tiers-docs-page')),
  '/admin/sofia-architecture': SofiaDocsPages,
  '/admin/sofia-access-docs': SofiaDocsPages,
  '/admin/insight-gating-docs': SofiaDocsPages,
  '/admin/admin-users': lazy(() => import('../features/admin/pages/admin-users-page')),
  '/admin/users': lazy(() => import('../features/admin/pages/users-page')),
  '/admin/settings': lazy(() => import('../features/admin/pages/settings-page')),
  '/admin/access-codes': lazy(() => import('../features/admin/pages/access-codes-page')),
  '/admin/email-management': lazy(() => import('../features/admin/pages/email-management-page')),
  '/admin/brand-assets': lazy(() => import('../features/admin/pages/brand-assets-admin-page')),
  '/admin/email-templates': lazy(() => import('../features/admin/pages/email-templates-page')),
  '/admin/terms-acceptance': lazy(() => import('../features/privacy/pages/terms-acceptance-page')),
  '/admin/refunds': MoneyAdminPages,
  '/admin/sales': MoneyAdminPages,
  '/admin/purchases': MoneyAdminPages,
  '/admin/content': ContentAdminPages,
  '/admin/content-creator': ContentAdminPages,
  '/admin/library': ContentAdminPages,
  '/admin/analytics': lazy(() => import('../features/analytics/pages/analytics-page')),
  '/admin/traffic': lazy(() => import('../features/analytics/pages/traffic-page')),
  '/admin/security': lazy(() => import('../features/admin/pages/security-page')),
  '/admin/cache-debug': lazy(() => import('../features/analytics/pages/cache-debug-page')),
  '/admin/docs': DocsPages,
  '/admin/routing-documentation': DocsPages,
  '/admin/api-reference': DocsPages,
  '/admin/assessment-template-guide': DocsPages,
  '/admin/qa-checklists': DocsPages,
  '/admin/beta-testing-guide': DocsPages,
  '/admin/personalized-content-docs': DocsPages,
  '/admin/wellness-features-docs': DocsPages,
  '/admin/ai-doc-creator': DocsPages,
  '/docs/site-operating-manual-view': DocsPages,
};

export default function BackOfficePages() {
  const { pathname } = useLocation();
  const Page = BACK_OFFICE_PAGES[pathname.replace(/\/+$/, '')] ?? BACK_OFFICE_PAGES['/admin'];
  return (
    <Suspense fallback={<Spinner label="Loading..." className="py-8" />}>
      <Page />
    </Suspense>
  );
}
