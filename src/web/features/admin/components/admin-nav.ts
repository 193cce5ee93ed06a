import {
  BadgePercent,
  BarChart3,
  BookOpen,
  FileText,
  HandHeart,
  Inbox,
  Gauge,
  KeyRound,
  LayoutDashboard,
  Library,
  type LucideIcon,
  Mail,
  MailCheck,
  MessageSquareWarning,
  Palette,
  PenSquare,
  Receipt,
  RotateCcw,
  ScrollText,
  Settings,
  Shield,
  ShieldCheck,
  ShoppingBag,
  TrendingUp,
  UserCheck,
  Users,
} from 'lucide-react';
import { decideAccess, type StaffRole } from '#shared/access/policy';
import { accessFor } from '#web/app/route-lookup';

export interface AdminNavItem {
  label: string;
  to: string;
  icon: LucideIcon;
}

/**
 * Spec 2.7 sidebar entries, in the spec's order, with the two review queues of spec 2.7's admin
 * routes (coach and hardship applications) beside Refunds and Moderation: the spec's sidebar list
 * leaves them out, but staff need a way to reach them. Contact messages follow them: not a spec
 * page, but staff must be able to read what /contact stores (docs/decisions/038).
 */
export const ADMIN_NAV: readonly AdminNavItem[] = [
  { label: 'Dashboard', to: '/admin', icon: LayoutDashboard },
  { label: 'Analytics', to: '/admin/analytics', icon: BarChart3 },
  { label: 'Traffic', to: '/admin/traffic', icon: Gauge },
  { label: 'Sales', to: '/admin/sales', icon: TrendingUp },
  { label: 'Purchases', to: '/admin/purchases', icon: Receipt },
  { label: 'Refunds', to: '/admin/refunds', icon: RotateCcw },
  { label: 'Moderation', to: '/admin/moderation', icon: MessageSquareWarning },
  { label: 'Coach applications', to: '/admin/coach-applications', icon: UserCheck },
  { label: 'Hardship applications', to: '/admin/hardship-applications', icon: HandHeart },
  { label: 'Contact messages', to: '/admin/contact-messages', icon: Inbox },
  { label: 'Admin users', to: '/admin/admin-users', icon: ShieldCheck },
  { label: 'Users', to: '/admin/users', icon: Users },
  { label: 'Content', to: '/admin/content', icon: FileText },
  { label: 'Content creator', to: '/admin/content-creator', icon: PenSquare },
  { label: 'Brand assets', to: '/admin/brand-assets', icon: Palette },
  { label: 'Docs', to: '/admin/docs', icon: BookOpen },
  { label: 'Refill shop', to: '/admin/refill-shop', icon: ShoppingBag },
  { label: 'Library', to: '/admin/library', icon: Library },
  { label: 'Access codes', to: '/admin/access-codes', icon: KeyRound },
  { label: 'Discount codes', to: '/admin/discount-codes', icon: BadgePercent },
  { label: 'Email templates', to: '/admin/email-templates', icon: Mail },
  { label: 'Terms acceptance', to: '/admin/terms-acceptance', icon: ScrollText },
  { label: 'Email management', to: '/admin/email-management', icon: MailCheck },
  { label: 'Security', to: '/admin/security', icon: Shield },
  { label: 'Settings', to: '/admin/settings', icon: Settings },
];

/** Whether a staff role may open a page, by the page's access in the route table. */
export function canOpen(to: string, role: StaffRole | null): boolean {
  if (!role) return false;
  const actor = { kind: 'user', userId: '', email: '', staffRole: role, tier: 'free', isCoach: false } as const;
  return decideAccess(accessFor(to), actor) === 'allow';
}

/** The entries this role may open; the others are left out rather than shown disabled. */
export function visibleAdminNav(role: StaffRole | null, items: readonly AdminNavItem[] = ADMIN_NAV): AdminNavItem[] {
  return items.filter((item) => canOpen(item.to, role));
}
