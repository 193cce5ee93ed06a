import type { RouteEntry } from '#web/app/route-types';
import { built, CRITICAL, redirect } from './build-route';
import { BackOfficePages, LoungePages } from './pages';

// What staff may open: the back office.
export const ADMIN_ROUTES: readonly RouteEntry[] = [
  // 2.7 Admin (analyst may see the overview, analytics, traffic and documentation)
  built('analyst', BackOfficePages)('/admin', 'Admin Dashboard', 'admin', 'The back office at a glance.', CRITICAL),
  built('admin', BackOfficePages)('/admin/coach-applications', 'Coach Applications', 'admin', 'Review applications to coach.'),
  built('admin', BackOfficePages)('/admin/hardship-applications', 'Hardship Applications', 'admin', 'Review hardship pricing requests.'),
  // Not in spec 2.7: staff must be able to read what /contact stores (docs/decisions/038-contact-messages-review.md).
  built('admin', BackOfficePages)('/admin/contact-messages', 'Contact Messages', 'admin', 'Messages sent from the contact form.'),
  built('analyst', BackOfficePages)('/admin/analytics', 'Analytics', 'admin', 'How people use Recalibrate.'),
  built('analyst', BackOfficePages)('/admin/traffic', 'Traffic', 'admin', 'Visits, pages and sources.'),
  redirect('/admin/traffic-analytics', '/admin/traffic', 'Traffic', 'admin', 'Another spelling of the traffic page.'),
  built('admin', BackOfficePages)('/admin/refunds', 'Refunds', 'admin', 'Refund requests.'),
  built('admin', LoungePages)('/admin/moderation', 'Moderation', 'admin', 'Lounge posts and comments that need a look.'),
  built('admin', BackOfficePages)('/admin/content', 'Content', 'admin', 'Manage published content.'),
  built('admin', BackOfficePages)('/admin/content-creator', 'Content Creator', 'admin', 'Draft new content.'),
  built('admin', BackOfficePages)('/admin/cache-debug', 'Cache Debug', 'admin', 'Inspect cached data.'),
  built('admin', BackOfficePages)('/admin/refill-shop', 'Refill Shop Admin', 'admin', 'Manage the Refill Shop.'),
  built('admin', BackOfficePages)('/admin/library', 'Library Admin', 'admin', 'Manage the Anti-Hustle Library.'),
  built('admin', BackOfficePages)('/admin/brand-assets', 'Brand Assets Admin', 'admin', 'Manage brand assets.'),
  built('admin', BackOfficePages)('/admin/email-templates', 'Email Templates', 'admin', 'The emails Recalibrate sends.'),
  built('analyst', BackOfficePages)(
    '/admin/assessment-template-guide',
    'Assessment Template Guide',
    'docs',
    'How to author an assessment.',
  ),
  built('analyst', BackOfficePages)('/admin/sofia-architecture', 'Sofia Architecture', 'docs', 'How Sofia is put together.'),
  built('analyst', BackOfficePages)('/admin/routing-documentation', 'Routing Documentation', 'docs', 'How the app routes pages.'),
  built('analyst', BackOfficePages)('/admin/subscription-tiers-docs', 'Subscription Tiers', 'docs', 'What each membership tier includes.'),
  built('analyst', BackOfficePages)('/admin/qa-checklists', 'QA Checklists', 'docs', 'Checklists before a release.'),
  built('analyst', BackOfficePages)('/admin/beta-testing-guide', 'Beta Testing Guide', 'docs', 'How we run beta tests.'),
  built('analyst', BackOfficePages)('/admin/personalized-content-docs', 'Personalized Content', 'docs', 'How content is personalised.'),
  built('analyst', BackOfficePages)('/admin/insight-gating-docs', 'Insight Gating', 'docs', 'Which insights each tier sees.'),
  built('analyst', BackOfficePages)('/admin/wellness-features-docs', 'Wellness Features', 'docs', 'How the wellness features work.'),
  built('analyst', BackOfficePages)('/admin/sofia-access-docs', 'Sofia Access', 'docs', 'Who can use Sofia, and how.'),
  // Not in spec 2.7: the API reference beside the other documentation (issue 24, decision 123).
  built('analyst', BackOfficePages)('/admin/api-reference', 'API Reference', 'docs', 'Every API route and who may call it.'),
  built('super_admin', BackOfficePages)('/admin/sales', 'Sales', 'admin', 'Revenue and orders.'),
  built('super_admin', BackOfficePages)('/admin/admin-users', 'Admin Users', 'admin', 'Staff accounts and their roles.'),
  built('super_admin', BackOfficePages)('/admin/users', 'Users', 'admin', 'Member accounts.'),
  built('super_admin', BackOfficePages)('/admin/security', 'Security', 'admin', 'Security settings and audit log.'),
  built('super_admin', BackOfficePages)('/admin/settings', 'Settings', 'admin', 'Site-wide settings.'),
  built('super_admin', BackOfficePages)('/admin/access-codes', 'Access Codes', 'admin', 'Launch access codes.'),
  built('super_admin', BackOfficePages)('/admin/discount-codes', 'Discount Codes', 'admin', 'Manage discount codes.'),
  built('super_admin', BackOfficePages)('/admin/terms-acceptance', 'Terms Acceptance', 'admin', 'Terms accepted, and deletion requests.'),
  redirect(
    '/admin/terms-privacy',
    '/admin/terms-acceptance',
    'Terms Acceptance',
    'admin',
    'Another spelling of the terms acceptance page.',
  ),
  built('super_admin', BackOfficePages)('/admin/email-management', 'Email Management', 'admin', 'Outgoing email and its delivery.'),
  built('super_admin', BackOfficePages)('/admin/purchases', 'Purchases', 'admin', 'Every order.'),
  built('super_admin', BackOfficePages)('/admin/docs', 'Documentation', 'docs', 'Internal documentation.'),
  built('super_admin', BackOfficePages)('/admin/ai-doc-creator', 'AI Doc Creator', 'docs', 'Draft documentation with AI help.'),
  built('super_admin', BackOfficePages)(
    '/docs/site-operating-manual-view',
    'Site Operating Manual',
    'docs',
    'How to run the site day to day.',
  ),
];
