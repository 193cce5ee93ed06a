import type { ReactElement } from 'react';
import type { StaffRole } from '#shared/access/policy';
import { renderPage } from '#web/testing/render-page';
import AdminLayout from '../components/admin-layout';
import AccessCodesPage from '../pages/access-codes-page';
import AdminDashboardPage from '../pages/admin-dashboard-page';
import AdminUsersPage from '../pages/admin-users-page';
import BrandAssetsAdminPage from '../pages/brand-assets-admin-page';
import CoachApplicationsPage from '../pages/coach-applications-page';
import ContactMessagesPage from '../pages/contact-messages-page';
import EmailManagementPage from '../pages/email-management-page';
import EmailTemplatesPage from '../pages/email-templates-page';
import HardshipApplicationsPage from '../pages/hardship-applications-page';
import SecurityPage from '../pages/security-page';
import SettingsPage from '../pages/settings-page';
import ShopAdminPages from '../pages/shop-admin-pages';
import SubscriptionTiersDocsPage from '../pages/subscription-tiers-docs-page';
import UsersPage from '../pages/users-page';

/** The admin feature's pages by path, each with the rank its route-table row asks for. */
const STAFF_PAGES: Record<string, [ReactElement, StaffRole]> = {
  '/admin': [<AdminDashboardPage />, 'analyst'],
  '/admin/coach-applications': [<CoachApplicationsPage />, 'admin'],
  '/admin/hardship-applications': [<HardshipApplicationsPage />, 'admin'],
  '/admin/contact-messages': [<ContactMessagesPage />, 'admin'],
  '/admin/refill-shop': [<ShopAdminPages />, 'admin'],
  '/admin/discount-codes': [<ShopAdminPages />, 'super_admin'],
  '/admin/admin-users': [<AdminUsersPage />, 'super_admin'],
  '/admin/users': [<UsersPage />, 'super_admin'],
  '/admin/settings': [<SettingsPage />, 'super_admin'],
  '/admin/security': [<SecurityPage />, 'super_admin'],
  '/admin/access-codes': [<AccessCodesPage />, 'super_admin'],
  '/admin/email-management': [<EmailManagementPage />, 'super_admin'],
  '/admin/email-templates': [<EmailTemplatesPage />, 'admin'],
  '/admin/brand-assets': [<BrandAssetsAdminPage />, 'admin'],
  '/admin/subscription-tiers-docs': [<SubscriptionTiersDocsPage />, 'analyst'],
};

/**
 * A staff page as the app shows it (spec 2.7): behind its rank's guard (the admin check decides;
 * a lower rank is sent to /admin), inside the admin layout.
 */
export function openStaffPage(path: string) {
  const [page, access] = STAFF_PAGES[new URL(path, 'http://localhost').pathname]!;
  return renderPage(page, { path, access, layout: <AdminLayout /> });
}
