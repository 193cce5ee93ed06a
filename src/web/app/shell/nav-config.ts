import {
  Armchair,
  BookOpenText,
  Briefcase,
  Compass,
  Gem,
  LayoutDashboard,
  Library,
  type LucideIcon,
  MessageCircle,
  Route,
  ShoppingBag,
  Sparkles,
  Sprout,
  Users,
} from 'lucide-react';

// The one source of navigation for the top bar, the mobile drawer, the tab bar and the footer.
// Whether an item needs sign-in is not repeated here: it comes from the route table's access.

/** Who sees an item at all (spec 2.8): members-only and coach-only items are hidden from others. */
export type Audience = 'everyone' | 'members' | 'coaches';

export interface NavItem {
  label: string;
  to: string;
  description?: string;
  icon?: LucideIcon;
  /** Coming soon: shown inert (aria-disabled, not a link) with a Soon badge. */
  soon?: boolean;
  audience?: Audience;
}

export interface NavMenu {
  label: string;
  items: readonly NavItem[];
}

export const TOP_MENUS: readonly NavMenu[] = [
  {
    label: 'Start Here',
    items: [
      {
        label: 'Operating System Audit',
        to: '/assessment/operating-system-audit',
        description: 'Your 10-minute nervous system assessment',
      },
      { label: 'Edits', to: '/reset-paths', description: 'Guided reset paths, one small step at a time' },
    ],
  },
  {
    label: 'Learn',
    items: [
      { label: 'Our Story & Science', to: '/our-story', description: 'Why we exist and the research behind us' },
      { label: 'Anti-Hustle Library', to: '/anti-hustle-library', description: 'Reading for a slower, steadier pace' },
      { label: 'Burnout Glossary', to: '/glossary', description: 'Plain-language meanings of the words we use' },
      { label: 'Refill Shop', to: '/refill-shop', description: 'Ebooks and workbooks for your recovery' },
    ],
  },
  {
    label: 'Connect',
    items: [
      { label: 'The Lounge', to: '/lounge', description: 'A calm community to share and listen' },
      { label: 'FlowPath', to: '/flowpath', description: 'Career guidance that respects your energy' },
    ],
  },
];

export const MEMBERSHIPS_ITEM: NavItem = { label: 'Memberships', to: '/memberships' };
const COACHES_CORNER: NavItem = { label: "Coach's Corner", to: '/coaches-corner', icon: Users, audience: 'coaches' };

export const DRAWER_TILES: readonly NavItem[] = [
  { label: 'SoulPrint', to: '/soulprint-compass', icon: Compass },
  { label: 'Reset Room', to: '/reset-room', icon: Armchair },
  { label: 'The Lounge', to: '/lounge', icon: MessageCircle },
  { label: 'Anti-Hustle Library', to: '/anti-hustle-library', icon: Library },
  { label: 'The Refill Shop', to: '/refill-shop', icon: ShoppingBag },
  { label: 'Glossary', to: '/glossary', icon: BookOpenText },
  { label: 'FlowPath', to: '/flowpath', icon: Route, audience: 'members' },
  { label: 'RoleSync', to: '/rolesync', icon: Briefcase, audience: 'members' },
  COACHES_CORNER,
  { label: 'Memberships', to: '/memberships', icon: Gem },
];

const OUR_STORY: NavItem = { label: 'Our Story', to: '/our-story' };
const OUR_SCIENCE: NavItem = { label: 'Our Science', to: '/our-science' };
const SOULPRINT_SCIENCE: NavItem = { label: 'SoulPrint Science', to: '/soulprint-science' };
const MARKET_SCIENCE: NavItem = { label: 'Market Science', to: '/market-science' };
const BRAND_ASSETS: NavItem = { label: 'Brand Assets', to: '/brand-assets' };
const HELP_CENTER: NavItem = { label: 'Help Center', to: '/help' };
const CONTACT: NavItem = { label: 'Contact Support', to: '/contact' };
const PRIVACY: NavItem = { label: 'Privacy Policy', to: '/privacy-policy' };
const TERMS: NavItem = { label: 'Terms of Service', to: '/terms-of-service' };
const REFUND: NavItem = { label: 'Refund Request', to: '/refund-request' };
const HARDSHIP: NavItem = { label: 'Hardship Program', to: '/hardship-program' };

export const DRAWER_GROUPS: readonly NavMenu[] = [
  { label: 'About', items: [OUR_STORY, OUR_SCIENCE, SOULPRINT_SCIENCE, MARKET_SCIENCE, BRAND_ASSETS, HELP_CENTER, CONTACT] },
  { label: 'Legal', items: [PRIVACY, TERMS, REFUND, HARDSHIP] },
];

export const TAB_BAR_ITEMS: readonly NavItem[] = [
  { label: 'Dashboard', to: '/dashboard', icon: LayoutDashboard },
  { label: 'Edits', to: '/reset-paths', icon: Sprout },
  { label: 'Sofia', to: '/sofia', icon: Sparkles },
  { label: 'SoulPrint', to: '/soulprint-compass', icon: Compass },
  COACHES_CORNER,
];

export const FOOTER_COLUMNS: readonly NavMenu[] = [
  { label: 'About', items: [OUR_STORY, OUR_SCIENCE, SOULPRINT_SCIENCE, MARKET_SCIENCE, BRAND_ASSETS] },
  {
    label: 'Explore',
    items: [
      { label: 'Operating System Audit', to: '/assessment/operating-system-audit' },
      { label: 'Assessment Hub', to: '/assessments' },
      { label: 'Edits', to: '/reset-paths' },
      { label: 'Reset Room', to: '/reset-room' },
      MEMBERSHIPS_ITEM,
    ],
  },
  {
    label: 'Resources',
    items: [
      { label: 'Anti-Hustle Library', to: '/anti-hustle-library' },
      { label: 'Burnout Glossary', to: '/glossary' },
      { label: 'Refill Shop', to: '/refill-shop' },
      HARDSHIP,
      HELP_CENTER,
    ],
  },
  {
    label: 'Connect',
    items: [
      { label: 'The Lounge', to: '/lounge' },
      { label: 'FlowPath', to: '/flowpath' },
      { label: 'Become a Coach', to: '/coach-application' },
      CONTACT,
      REFUND,
    ],
  },
];

export const FOOTER_LEGAL_LINKS: readonly NavItem[] = [PRIVACY, TERMS];

/** Official accounts; see docs/decisions/012-web-social-links.md (marketing confirms the handles). */
export const SOCIAL_LINKS: readonly { label: string; href: string }[] = [
  { label: 'Instagram', href: 'https://www.instagram.com/recalibrate.life' },
  { label: 'YouTube', href: 'https://www.youtube.com/@recalibratelife' },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/recalibrate-life' },
];
