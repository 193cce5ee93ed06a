import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { IDLE_PRELOAD_PATHS } from './idle-preload';
import { accessFor, findRoute, needsSignIn } from './route-lookup';
import { ROUTE_TABLE } from './route-table';
import { isRedirect, REQUIRED_ROUTE_CATEGORIES } from './route-types';

// Every path of spec sections 2.1–2.7, written out again here on purpose: the table must hold them all.
const SPEC_PUBLIC = [
  '/',
  '/brand-assets',
  '/glossary',
  '/memberships',
  '/our-story',
  '/our-science',
  '/market-science',
  '/soulprint-science',
  '/learn/soulprint-compass',
  '/privacy-policy',
  '/terms-of-service',
  '/hardship-program',
  '/coaches-corner',
  '/coach-application',
  '/reset-room',
  '/anti-hustle-library',
  '/refill-shop',
  '/refill-shop/success',
  '/refill-shop/product-review/:id',
  '/refill-shop/burnout-autoimmunity-ebook',
  '/refill-shop/burnout-recovery-workbook',
  '/refund-request',
  '/deb-assessment-access',
  '/payment-success',
];
const SPEC_AUTH = [
  '/auth',
  '/auth/verify',
  '/auth/verify-expired',
  '/auth/verified',
  '/auth/confirm',
  '/auth/reset-password',
  '/password-reset',
];
const SPEC_MEMBER = [
  '/dashboard',
  '/home',
  '/reflection',
  '/my-reset-plan',
  '/recent-reflections',
  '/my-content',
  '/starter-kit',
  '/starter-kit-dashboard',
  '/account-settings',
  '/account-profile',
  '/privacy-settings',
  '/my-purchases',
  '/progress-dashboard',
  '/wellness-dashboard',
  '/wellness-dashboard/journal',
  '/wellness-calendar',
  '/wellness/checkin',
  '/nervous-system',
  '/ai-coach',
  '/flowpath',
  '/flowpath-dashboard',
  '/lounge',
  '/soulprint-compass',
  '/sofia',
  '/sofia/chat',
  '/sofia/voice',
  // 2.4
  '/assessment/operating-system-audit',
  '/assessment/master',
  '/assessment/os-audit-result/:resultId',
  '/assessment/master-result/:resultId',
  '/master-assessment-result/:resultId',
  '/assessment/supplemental/:userId?',
  '/assessments',
  '/assessments/:assessmentSlug',
  '/assessments/:assessmentSlug/quiz',
  '/assessments/:assessmentSlug/result',
  '/assessments/nervous-system-archetype',
  '/assessments/nervous-system-archetype/quiz',
  '/assessments/nervous-system-archetype/result',
  '/assessments/nervous-system-archetype/result/:resultId',
  '/social-exchange-index-quiz',
  '/social-exchange-index-result',
  '/social-exchange-index-result-saved/:resultId',
  '/assessment/burnout-blueprint',
  '/assessment/burnout-blueprint/result',
  '/assessment/career-rebellion-index',
  '/assessment/career-rebellion-index/result',
  '/assessment/chaos-load-index',
  '/assessment/chaos-load-index/quiz',
  '/assessment/chaos-load-index/result',
  '/assessment/world-load-index',
  '/assessment/world-load-index/quiz',
  '/assessment/world-load-index/result',
  '/assessment/performance-punishment',
  // 2.5
  '/reset-paths',
  '/reset-paths/:pathSlug',
  '/reset-paths/:pathSlug/modules',
  '/reset-paths/:pathSlug/modules/:moduleSlug',
  '/spark-reboot',
  '/spark-reboot/welcome',
  '/spark-reboot/modules',
];
const SPEC_ADMIN = [
  '/admin',
  '/admin/coach-applications',
  '/admin/hardship-applications',
  '/admin/analytics',
  '/admin/traffic',
  '/admin/refunds',
  '/admin/moderation',
  '/admin/content',
  '/admin/content-creator',
  '/admin/cache-debug',
  '/admin/refill-shop',
  '/admin/library',
  '/admin/brand-assets',
  '/admin/email-templates',
];
const SPEC_ADMIN_DOCS = [
  'assessment-template-guide',
  'sofia-architecture',
  'routing-documentation',
  'subscription-tiers-docs',
  'qa-checklists',
  'beta-testing-guide',
  'personalized-content-docs',
  'insight-gating-docs',
  'wellness-features-docs',
  'sofia-access-docs',
].map((slug) => `/admin/${slug}`);
const SPEC_SUPER_ADMIN = [
  '/admin/sales',
  '/admin/admin-users',
  '/admin/users',
  '/admin/security',
  '/admin/settings',
  '/admin/access-codes',
  '/admin/discount-codes',
  '/admin/terms-acceptance',
  '/admin/email-management',
  '/admin/purchases',
  '/admin/docs',
  '/admin/ai-doc-creator',
  '/docs/site-operating-manual-view',
];
const SPEC_REDIRECTS: [string, string][] = [
  ['/rolesync', '/flowpath'],
  ['/assessment-hub', '/assessments'],
  ['/personal-dashboard', '/dashboard'],
  ['/personal_dashboard', '/dashboard'],
  ['/admin/traffic-analytics', '/admin/traffic'],
  ['/admin/terms-privacy', '/admin/terms-acceptance'],
];

const byPath = new Map(ROUTE_TABLE.map((entry) => [entry.path, entry]));

describe('route table against spec 2.1–2.7', () => {
  it.each([
    ...SPEC_PUBLIC,
    ...SPEC_AUTH,
    '/contact',
    '/help',
    '/privacy/cancel-deletion',
    '/anti-hustle-library/:slug',
    '/safety-plan',
    '/refill-shop/:slug',
  ])('%s is public', (path) => {
    expect(byPath.get(path)?.access).toBe('public');
  });

  it.each([...SPEC_MEMBER, '/memberships/:step'])('%s needs sign-in (member)', (path) => {
    expect(byPath.get(path)?.access).toBe('member');
  });

  it.each(SPEC_ADMIN.filter((p) => !['/admin', '/admin/analytics', '/admin/traffic'].includes(p)))('%s needs admin', (path) => {
    expect(byPath.get(path)?.access).toBe('admin');
  });

  it('/admin/contact-messages (not in the spec: where staff read what /contact stores) needs admin', () => {
    expect(byPath.get('/admin/contact-messages')?.access).toBe('admin');
  });

  it.each(['/admin', '/admin/analytics', '/admin/traffic', ...SPEC_ADMIN_DOCS])('%s is open to analysts and up', (path) => {
    expect(byPath.get(path)?.access).toBe('analyst');
  });

  it.each(SPEC_SUPER_ADMIN)('%s needs super_admin', (path) => {
    expect(byPath.get(path)?.access).toBe('super_admin');
  });

  it.each(SPEC_REDIRECTS)('%s redirects to %s', (from, to) => {
    const entry = byPath.get(from);
    expect(entry && isRedirect(entry) ? entry.redirectTo : undefined).toBe(to);
  });

  it('accepts /assessments/career-rebellion-index/results as the career rebellion result', () => {
    const entry = findRoute('/assessments/career-rebellion-index/results');
    expect(entry && isRedirect(entry) ? entry.redirectTo : undefined).toBe('/assessment/career-rebellion-index/result');
  });

  it('ends with the 404 fallback', () => {
    expect(ROUTE_TABLE.at(-1)).toMatchObject({ path: '*', name: 'Page Not Found', access: 'public' });
  });

  it('has every required category', () => {
    const categories = new Set(ROUTE_TABLE.map((entry) => entry.category));
    for (const category of REQUIRED_ROUTE_CATEGORIES) expect(categories).toContain(category);
  });

  it('gives every entry a name, a description and a critical flag, and every redirect a target in the table', () => {
    for (const entry of ROUTE_TABLE) {
      expect(entry.name.length, entry.path).toBeGreaterThan(1);
      expect(entry.description.length, entry.path).toBeGreaterThan(5);
      expect(typeof entry.critical, entry.path).toBe('boolean');
      if (isRedirect(entry)) expect(byPath.has(entry.redirectTo), entry.redirectTo).toBe(true);
    }
  });

  it('holds no path the spec does not name, other than /contact, /help, /privacy/cancel-deletion, library articles, contact messages, the API reference, the safety plan, more shop products (and the test checkout), the membership test checkout and portal and the fallback', () => {
    const known = new Set([
      ...SPEC_PUBLIC,
      ...SPEC_AUTH,
      ...SPEC_MEMBER,
      ...SPEC_ADMIN,
      ...SPEC_ADMIN_DOCS,
      ...SPEC_SUPER_ADMIN,
      ...SPEC_REDIRECTS.map(([from]) => from),
      '/assessments/career-rebellion-index/results',
      '/contact',
      '/help',
      '/privacy/cancel-deletion',
      '/anti-hustle-library/:slug',
      '/admin/contact-messages',
      '/admin/api-reference',
      '/safety-plan',
      '/refill-shop/:slug',
      '/memberships/:step',
      '*',
    ]);
    expect(ROUTE_TABLE.map((entry) => entry.path).filter((path) => !known.has(path))).toEqual([]);
  });
});

describe('route lookup', () => {
  it.each([
    ['/reset-paths/calm-mornings/modules/1', '/reset-paths/:pathSlug/modules/:moduleSlug'],
    ['/assessments/nervous-system-archetype', '/assessments/nervous-system-archetype'],
    ['/assessments/world-load', '/assessments/:assessmentSlug'],
    ['/assessment/supplemental', '/assessment/supplemental/:userId?'],
    ['/no/such/page', '*'],
  ])('%s matches %s', (pathname, path) => {
    expect(findRoute(pathname)?.path).toBe(path);
  });

  it('follows redirects to find the access a link needs', () => {
    expect(accessFor('/rolesync')).toBe('member');
    expect(accessFor('/admin/terms-privacy?tab=1')).toBe('super_admin');
    expect(needsSignIn('/glossary')).toBe(false);
    expect(needsSignIn('/lounge')).toBe(true);
  });

  it.each(IDLE_PRELOAD_PATHS)('idle preloading covers a real page at %s', (path) => {
    const entry = findRoute(path);
    expect(entry?.path).toBe(path);
    expect(entry && isRedirect(entry)).toBe(false);
  });
});

describe('findRoute', () => {
  // The direct lookup of paths without parameters must agree with the router's own ranking.
  const ranked = ROUTE_TABLE.map((entry) => ({ path: entry.path, entry }));
  it.each(ROUTE_TABLE.map((entry) => [entry.path.replace(/:(\w+)/g, 'sample-$1').replace('*', 'any/thing')]))('%s', (path) => {
    expect(findRoute(path)).toBe(matchRoutes(ranked, path)?.[0]?.route.entry);
    expect(findRoute(`${path.toUpperCase()}/`)).toBe(matchRoutes(ranked, `${path.toUpperCase()}/`)?.[0]?.route.entry);
  });
});
