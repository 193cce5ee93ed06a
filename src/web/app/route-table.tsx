import type { AccessPolicy } from '#shared/access/policy';
import { INDEXED_PAGES, type IndexedPath } from '#shared/site/pages';
import { type LazyPage, lazyPage } from './lazy-page';
import type { PageRoute, RedirectRoute, RouteCategory, RouteEntry } from './route-types';
import { FALLBACK_PATH } from './validate-route-table';

// Every path of spec 2.1–2.7 plus /contact, /help and the 404 fallback, in one table.
// Each entry: path, name (page title), category, critical flag, description and access policy.
// Pages are lazy chunks, each built (the placeholder register of decision 010 is gone: every page shipped).

const HomePage = lazyPage(() => import('../features/site/pages/home-page'));
const HelpPage = lazyPage(() => import('../features/site/pages/help-page'));
const PrivacyPolicyPage = lazyPage(() => import('../features/site/pages/privacy-policy-page'));
const TermsOfServicePage = lazyPage(() => import('../features/site/pages/terms-of-service-page'));
const ContactPage = lazyPage(() => import('../features/site/pages/contact-page'));
const ContentRoutePage = lazyPage(() => import('../features/site/pages/content-route-page'));
const BrandAssetsPage = lazyPage(() => import('../features/site/pages/brand-assets-page'));
const NotFoundPage = lazyPage(() => import('../components/not-found-page'));
const LibraryPage = lazyPage(() => import('../features/library/pages/library-page'));
const ArticlePage = lazyPage(() => import('../features/library/pages/article-page'));
const GlossaryPage = lazyPage(() => import('../features/library/pages/glossary-page'));
const MembershipsPage = lazyPage(() => import('../features/memberships/pages/memberships-page'));
const CoachesCornerPage = lazyPage(() => import('../features/coaching/pages/coaches-corner-page'));
const CoachApplicationPage = lazyPage(() => import('../features/coaching/pages/coach-application-page'));
const AuthPage = lazyPage(() => import('../features/auth/pages/auth-page'));
const VerifyPage = lazyPage(() => import('../features/auth/pages/verify-page'));
const VerifyExpiredPage = lazyPage(() => import('../features/auth/pages/verify-expired-page'));
const VerifiedPage = lazyPage(() => import('../features/auth/pages/verified-page'));
const ConfirmPage = lazyPage(() => import('../features/auth/pages/confirm-page'));
const RequestResetPage = lazyPage(() => import('../features/auth/pages/request-reset-page'));
const PasswordResetPage = lazyPage(() => import('../features/auth/pages/password-reset-page'));
const AccountSettingsPage = lazyPage(() => import('../features/auth/pages/account-settings-page'));
const AccountProfilePage = lazyPage(() => import('../features/auth/pages/account-profile-page'));
const PrivacySettingsPage = lazyPage(() => import('../features/privacy/pages/privacy-settings-page'));
const CancelDeletionPage = lazyPage(() => import('../features/privacy/pages/cancel-deletion-page'));
const AssessmentPage = lazyPage(() => import('../features/assessments/pages/assessment-page'));
const AssessmentHubPage = lazyPage(() => import('../features/assessments/pages/assessment-hub-page'));
const SupplementalPage = lazyPage(() => import('../features/assessments/pages/supplemental-page'));
const AssessmentAccessPage = lazyPage(() => import('../features/assessments/pages/assessment-access-page'));
const CheckinPage = lazyPage(() => import('../features/wellness/pages/checkin-page'));
const NervousSystemPage = lazyPage(() => import('../features/wellness/pages/nervous-system-page'));
const WellnessDashboardPage = lazyPage(() => import('../features/wellness/pages/wellness-dashboard-page'));
const JournalPage = lazyPage(() => import('../features/wellness/pages/journal-page'));
const CalendarPage = lazyPage(() => import('../features/wellness/pages/calendar-page'));
const ReflectionPage = lazyPage(() => import('../features/wellness/pages/reflection-page'));
const ResetRoomPage = lazyPage(() => import('../features/edits/pages/reset-room-page'));
const SafetyPlanPage = lazyPage(() => import('../features/safety/pages/safety-plan-page'));
const LoungePages = lazyPage(() => import('../features/lounge/pages/lounge-pages'));
const ResetPathsPage = lazyPage(() => import('../features/edits/pages/reset-paths-page'));
const EditPage = lazyPage(() => import('../features/edits/pages/edit-page'));
const ModulePage = lazyPage(() => import('../features/edits/pages/module-page'));
const SparkRebootPage = lazyPage(() => import('../features/edits/pages/spark-reboot-page'));
const HomeTodayPage = lazyPage(() => import('../features/plan/pages/home-today-page'));
const MyResetPlanPage = lazyPage(() => import('../features/plan/pages/my-reset-plan-page'));
const RecentReflectionsPage = lazyPage(() => import('../features/plan/pages/recent-reflections-page'));
const MyContentPage = lazyPage(() => import('../features/plan/pages/my-content-page'));
const StarterKitPage = lazyPage(() => import('../features/plan/pages/starter-kit-page'));
const ProgressDashboardPage = lazyPage(() => import('../features/plan/pages/progress-dashboard-page'));
const ResultPage = lazyPage(() => import('../features/assessments/pages/result-page'));
const SoulprintCompassPage = lazyPage(() => import('../features/soulprint/pages/soulprint-compass-page'));
const DashboardPage = lazyPage(() => import('../features/dashboard/pages/dashboard-page'));
const ShopPages = lazyPage(() => import('../features/shop/pages/shop-pages'));
const AiCoachPage = lazyPage(() => import('../features/sofia/pages/ai-coach-page'));
const BackOfficePages = lazyPage(() => import('./back-office-pages'));
const SofiaPages = lazyPage(() => import('../features/sofia/pages/sofia-pages'));
const FlowpathPages = lazyPage(() => import('../features/flowpath/pages/flowpath-pages'));

interface Extra {
  critical?: boolean;
}

function built(access: AccessPolicy, page: LazyPage) {
  return (path: string, name: string, category: RouteCategory, description: string, extra: Extra = {}): PageRoute => ({
    path,
    name,
    category,
    description,
    access,
    page,
    critical: extra.critical ?? false,
  });
}

function redirect(path: string, redirectTo: string, name: string, category: RouteCategory, description: string): RedirectRoute {
  return { path, redirectTo, name, category, description, access: 'public', critical: false };
}

/** A public page search engines may show: its name and description come from shared/site/pages.ts. */
function indexed(page: LazyPage, path: IndexedPath, category: RouteCategory, extra: Extra = {}): PageRoute {
  const meta = INDEXED_PAGES[path];
  return built('public', page)(path, meta.name, category, meta.description, extra);
}

const CRITICAL = { critical: true };

export const ROUTE_TABLE: readonly RouteEntry[] = [
  // 2.1 Public
  indexed(HomePage, '/', 'core', CRITICAL),
  indexed(BrandAssetsPage, '/brand-assets', 'public'),
  indexed(GlossaryPage, '/glossary', 'library'),
  indexed(MembershipsPage, '/memberships', 'commerce'),
  built('member', MembershipsPage)('/memberships/:step', 'Membership', 'commerce', 'Start or manage your membership.'),
  indexed(ContentRoutePage, '/our-story', 'public'),
  indexed(ContentRoutePage, '/our-science', 'public'),
  indexed(ContentRoutePage, '/market-science', 'public'),
  indexed(ContentRoutePage, '/soulprint-science', 'soulprint'),
  indexed(ContentRoutePage, '/learn/soulprint-compass', 'soulprint'),
  indexed(PrivacyPolicyPage, '/privacy-policy', 'legal'),
  indexed(TermsOfServicePage, '/terms-of-service', 'legal'),
  indexed(MembershipsPage, '/hardship-program', 'commerce'),
  indexed(CoachesCornerPage, '/coaches-corner', 'coaching'),
  indexed(CoachApplicationPage, '/coach-application', 'coaching'),
  indexed(ResetRoomPage, '/reset-room', 'wellness'),
  // Not in the spec's lists: the safety plan every crisis card offers (issue 15).
  built('public', SafetyPlanPage)(
    '/safety-plan',
    'Safety Plan',
    'wellness',
    'A plan for the hardest moments: warning signs, what helps, who to call, and your reasons for living.',
  ),
  indexed(LibraryPage, '/anti-hustle-library', 'library'),
  built('public', ArticlePage)('/anti-hustle-library/:slug', 'Anti-Hustle Library', 'library', 'An article from the Anti-Hustle Library.'),
  built('public', ShopPages)('/refill-shop', 'Refill Shop', 'commerce', 'Ebooks and workbooks for your recovery.'),
  built('public', ShopPages)('/refill-shop/success', 'Order Complete', 'commerce', 'Your order went through.'),
  built('public', ShopPages)('/refill-shop/product-review/:id', 'Product Review', 'commerce', 'Share how a Refill Shop item helped you.'),
  built('public', ShopPages)(
    '/refill-shop/burnout-autoimmunity-ebook',
    'Burnout and Autoimmunity Ebook',
    'commerce',
    'An ebook on burnout and autoimmunity ($19).',
  ),
  built('public', ShopPages)(
    '/refill-shop/burnout-recovery-workbook',
    'Burnout Recovery Workbook',
    'commerce',
    'A guided workbook for burnout recovery ($47).',
  ),
  built('public', ShopPages)('/refill-shop/:slug', 'Refill Shop', 'commerce', 'Ebooks and workbooks for your recovery.'),
  built('public', ShopPages)('/refund-request', 'Refund Request', 'commerce', 'Ask for a refund. No account needed.'),
  built('public', AssessmentAccessPage)('/deb-assessment-access', 'Assessment Access', 'assessment', 'Special access to an assessment.'),
  built('public', ShopPages)('/payment-success', 'Payment Successful', 'commerce', 'Your payment went through.'),
  indexed(ContactPage, '/contact', 'core'),
  indexed(HelpPage, '/help', 'core'),
  built('public', CancelDeletionPage)(
    '/privacy/cancel-deletion',
    'Cancel Data Deletion',
    'account',
    'Stop a data deletion from the link in its email, without signing in.',
  ),

  // 2.2 Auth
  built('public', AuthPage)('/auth', 'Sign In', 'auth', 'Sign in or create your account.', CRITICAL),
  built('public', VerifyPage)('/auth/verify', 'Verify Your Email', 'auth', 'Check your inbox to confirm your email address.'),
  built('public', VerifyExpiredPage)('/auth/verify-expired', 'Verification Link Expired', 'auth', 'Ask for a fresh verification link.'),
  built('public', VerifiedPage)('/auth/verified', 'Email Verified', 'auth', 'Your email address is confirmed.'),
  built('public', ConfirmPage)('/auth/confirm', 'Confirming', 'auth', 'Confirms a sign-up, magic link or invitation.'),
  built('public', RequestResetPage)('/auth/reset-password', 'Reset Password', 'auth', 'Ask for a link to reset your password.'),
  built('public', PasswordResetPage)(
    '/password-reset',
    'Reset Your Password',
    'auth',
    'Choose a new password from your reset link.',
    CRITICAL,
  ),

  // 2.3 Login required
  built('member', DashboardPage)('/dashboard', 'Dashboard', 'core', 'Your home base: progress, Edits and next steps.', CRITICAL),
  built('member', HomeTodayPage)('/home', 'Today', 'core', 'Your today card.'),
  built('member', ReflectionPage)(
    '/reflection',
    'Monthly Reflection',
    'wellness',
    'Your month at a glance, with a 30-day energy timeline.',
  ),
  built('member', MyResetPlanPage)('/my-reset-plan', 'My Reset Plan', 'reset', 'The plan built from your assessments.'),
  built('member', RecentReflectionsPage)('/recent-reflections', 'Recent Reflections', 'wellness', 'Your latest reflections in one place.'),
  built('member', MyContentPage)('/my-content', 'My Content', 'account', 'Everything you have saved.'),
  built('member', StarterKitPage)('/starter-kit', 'Starter Kit', 'reset', 'Gentle first steps after your assessment.'),
  built('member', StarterKitPage)(
    '/starter-kit-dashboard',
    'Starter Kit',
    'reset',
    'Gentle first steps after your assessment (older address).',
  ),
  built('member', AccountSettingsPage)('/account-settings', 'Account Settings', 'account', 'Your email, password and preferences.'),
  built('member', AccountProfilePage)('/account-profile', 'Account Profile', 'account', 'Your profile, referrals and billing.'),
  built('member', PrivacySettingsPage)('/privacy-settings', 'Privacy Settings', 'account', 'Your consents, data export and deletion.'),
  built('member', ShopPages)('/my-purchases', 'My Purchases', 'commerce', 'Your ebooks, workbooks and receipts.'),
  built('member', ProgressDashboardPage)('/progress-dashboard', 'Progress', 'wellness', 'How far you have come.'),
  built('member', WellnessDashboardPage)('/wellness-dashboard', 'Wellness Dashboard', 'wellness', 'Your check-ins and patterns.'),
  built('member', JournalPage)('/wellness-dashboard/journal', 'Journal', 'wellness', 'Your private journal.'),
  built('member', CalendarPage)('/wellness-calendar', 'Wellness Calendar', 'wellness', 'Your check-ins day by day.'),
  built('member', CheckinPage)('/wellness/checkin', 'Daily Check-in', 'wellness', 'A two-minute check-in with yourself.'),
  built('member', NervousSystemPage)(
    '/nervous-system',
    'Nervous System',
    'wellness',
    'Understand what your nervous system is telling you.',
  ),
  built('member', AiCoachPage)('/ai-coach', 'Personal Guidance', 'sofia', 'Sofia Insights: patterns in your own data.'),
  built('member', FlowpathPages)('/flowpath', 'FlowPath', 'career', 'Career guidance that respects your energy.'),
  built('member', FlowpathPages)('/flowpath-dashboard', 'FlowPath Dashboard', 'career', 'Your FlowPath progress.'),
  built('member', LoungePages)('/lounge', 'The Lounge', 'community', 'A calm community to share and listen.'),
  built('member', SoulprintCompassPage)(
    '/soulprint-compass',
    'SoulPrint Compass',
    'soulprint',
    'Your personal profile and how complete it is.',
    CRITICAL,
  ),
  built('member', SofiaPages)('/sofia', 'Sofia', 'sofia', 'Meet Sofia, your guide.'),
  built('member', SofiaPages)('/sofia/chat', 'Chat with Sofia', 'sofia', 'Write to Sofia.'),
  built('member', SofiaPages)('/sofia/voice', 'Talk with Sofia', 'sofia', 'Talk with Sofia.'),

  // 2.4 Assessments
  built('member', AssessmentPage)(
    '/assessment/operating-system-audit',
    'Operating System Audit',
    'assessment',
    'Your 10-minute nervous system assessment.',
    CRITICAL,
  ),
  built('member', AssessmentPage)('/assessment/master', 'Master Assessment', 'assessment', 'All the assessments in one sitting.'),
  built('member', ResultPage)(
    '/assessment/os-audit-result/:resultId',
    'Your Operating System Audit Result',
    'assessment',
    'What your audit suggests.',
  ),
  built('member', ResultPage)(
    '/assessment/master-result/:resultId',
    'Your Master Assessment Result',
    'assessment',
    'What your master assessment suggests.',
  ),
  built('member', ResultPage)(
    '/master-assessment-result/:resultId',
    'Your Master Assessment Result',
    'assessment',
    'What your master assessment suggests (older address).',
  ),
  built('member', SupplementalPage)(
    '/assessment/supplemental/:userId?',
    'Supplemental Assessment',
    'assessment',
    'A few extra questions to round out your profile.',
  ),
  built('member', AssessmentHubPage)('/assessments', 'Assessment Hub', 'assessment', 'Deep-dive assessments, one at a time.'),
  built('member', AssessmentPage)('/assessments/:assessmentSlug', 'Assessment', 'assessment', 'About this assessment.'),
  built('member', AssessmentPage)('/assessments/:assessmentSlug/quiz', 'Assessment Questions', 'assessment', 'Answer at your own pace.'),
  built('member', ResultPage)('/assessments/:assessmentSlug/result', 'Assessment Result', 'assessment', 'What your answers suggest.'),
  built('member', AssessmentPage)(
    '/assessments/nervous-system-archetype',
    'Nervous System Archetype',
    'assessment',
    'Find the pattern your nervous system leans on.',
  ),
  built('member', AssessmentPage)(
    '/assessments/nervous-system-archetype/quiz',
    'Nervous System Archetype Questions',
    'assessment',
    'Answer at your own pace.',
  ),
  built('member', ResultPage)(
    '/assessments/nervous-system-archetype/result',
    'Your Nervous System Archetype',
    'assessment',
    'What your answers suggest.',
  ),
  built('member', ResultPage)(
    '/assessments/nervous-system-archetype/result/:resultId',
    'Your Nervous System Archetype',
    'assessment',
    'A saved archetype result.',
  ),
  built('member', AssessmentPage)(
    '/social-exchange-index-quiz',
    'Social Exchange Index',
    'assessment',
    'How giving and receiving feel for you.',
  ),
  built('member', ResultPage)('/social-exchange-index-result', 'Your Social Exchange Index', 'assessment', 'What your answers suggest.'),
  built('member', ResultPage)(
    '/social-exchange-index-result-saved/:resultId',
    'Your Social Exchange Index',
    'assessment',
    'A saved Social Exchange Index result.',
  ),
  built('member', AssessmentPage)(
    '/assessment/burnout-blueprint',
    'Burnout Blueprint',
    'assessment',
    'Map the shape of your burnout.',
    CRITICAL,
  ),
  built('member', ResultPage)(
    '/assessment/burnout-blueprint/result',
    'Your Burnout Blueprint',
    'assessment',
    'What your blueprint suggests.',
  ),
  built('member', AssessmentPage)(
    '/assessment/career-rebellion-index',
    'Career Rebellion Index',
    'assessment',
    'How your work and your values fit together.',
  ),
  built('member', ResultPage)(
    '/assessment/career-rebellion-index/result',
    'Your Career Rebellion Index',
    'assessment',
    'What your answers suggest.',
  ),
  redirect(
    '/assessments/career-rebellion-index/results',
    '/assessment/career-rebellion-index/result',
    'Your Career Rebellion Index',
    'assessment',
    'Another address for the Career Rebellion Index result.',
  ),
  built('member', AssessmentPage)(
    '/assessment/chaos-load-index',
    'Chaos Load Index',
    'assessment',
    'How much unpredictability you are carrying.',
  ),
  built('member', AssessmentPage)(
    '/assessment/chaos-load-index/quiz',
    'Chaos Load Index Questions',
    'assessment',
    'Answer at your own pace.',
  ),
  built('member', ResultPage)('/assessment/chaos-load-index/result', 'Your Chaos Load Index', 'assessment', 'What your answers suggest.'),
  built('member', AssessmentPage)('/assessment/world-load-index', 'World Load Index', 'assessment', 'How the wider world weighs on you.'),
  built('member', AssessmentPage)(
    '/assessment/world-load-index/quiz',
    'World Load Index Questions',
    'assessment',
    'Answer at your own pace.',
  ),
  built('member', ResultPage)('/assessment/world-load-index/result', 'Your World Load Index', 'assessment', 'What your answers suggest.'),
  built('member', AssessmentPage)(
    '/assessment/performance-punishment',
    'Performance Punishment',
    'assessment',
    'Notice when doing well costs you more.',
  ),

  // 2.5 Reset paths
  built('member', ResetPathsPage)('/reset-paths', 'Edits', 'reset', 'Guided reset paths, one small step at a time.', CRITICAL),
  built('member', EditPage)('/reset-paths/:pathSlug', 'Edit', 'reset', 'One reset path and what it offers.'),
  built('member', EditPage)('/reset-paths/:pathSlug/modules', 'Edit Modules', 'reset', 'The modules of this Edit.'),
  built('member', ModulePage)('/reset-paths/:pathSlug/modules/:moduleSlug', 'Edit Module', 'reset', 'One module of your Edit.'),
  built('member', SparkRebootPage)('/spark-reboot', 'Spark Reboot', 'reset', 'A short programme to rekindle your energy.'),
  built('member', SparkRebootPage)('/spark-reboot/welcome', 'Welcome to Spark Reboot', 'reset', 'What to expect from Spark Reboot.'),
  built('member', SparkRebootPage)('/spark-reboot/modules', 'Spark Reboot Modules', 'reset', 'The modules of Spark Reboot.'),

  // 2.6 Redirects
  redirect('/rolesync', '/flowpath', 'RoleSync', 'career', 'RoleSync is now part of FlowPath.'),
  redirect('/assessment-hub', '/assessments', 'Assessment Hub', 'assessment', 'Older address of the Assessment Hub.'),
  redirect('/personal-dashboard', '/dashboard', 'Dashboard', 'core', 'Older address of the dashboard.'),
  redirect('/personal_dashboard', '/dashboard', 'Dashboard', 'core', 'Older address of the dashboard.'),

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

  // 2.6 Fallback: must stay last.
  built('public', NotFoundPage)(FALLBACK_PATH, 'Page Not Found', 'core', 'The page you asked for does not exist.', CRITICAL),
];
