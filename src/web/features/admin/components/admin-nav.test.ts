import { describe, expect, it } from 'vitest';
import { ADMIN_NAV, visibleAdminNav } from './admin-nav';

const labels = (role: Parameters<typeof visibleAdminNav>[0]) => visibleAdminNav(role).map((item) => item.label);

describe('admin sidebar (spec 2.7)', () => {
  it("lists the spec's entries in the spec's order, with the two application queues and contact messages after moderation", () => {
    expect(ADMIN_NAV.map((item) => item.label.toLowerCase())).toEqual([
      'dashboard',
      'analytics',
      'traffic',
      'sales',
      'purchases',
      'refunds',
      'moderation',
      'coach applications',
      'hardship applications',
      'contact messages',
      'admin users',
      'users',
      'content',
      'content creator',
      'brand assets',
      'docs',
      'refill shop',
      'library',
      'access codes',
      'discount codes',
      'email templates',
      'terms acceptance',
      'email management',
      'security',
      'settings',
    ]);
  });

  it('links each entry to its /admin route', () => {
    for (const item of ADMIN_NAV) expect(item.to).toMatch(/^\/admin(\/[a-z-]+)?$/);
    expect(new Set(ADMIN_NAV.map((item) => item.to)).size).toBe(ADMIN_NAV.length);
  });

  it('shows an analyst the dashboard, analytics and traffic only', () => {
    expect(labels('analyst')).toEqual(['Dashboard', 'Analytics', 'Traffic']);
  });

  it('shows an admin the admin pages but none of the super_admin ones', () => {
    expect(labels('admin')).toEqual([
      'Dashboard',
      'Analytics',
      'Traffic',
      'Refunds',
      'Moderation',
      'Coach applications',
      'Hardship applications',
      'Contact messages',
      'Content',
      'Content creator',
      'Brand assets',
      'Refill shop',
      'Library',
      'Email templates',
    ]);
  });

  it('shows a super_admin every entry', () => {
    expect(labels('super_admin')).toEqual(ADMIN_NAV.map((item) => item.label));
  });

  it('shows nothing to someone without a staff role', () => {
    expect(labels(null)).toEqual([]);
  });
});
