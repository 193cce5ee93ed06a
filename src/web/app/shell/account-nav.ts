import { decideAccess } from '#shared/access/policy';
import { type SessionUser, toActor } from '#web/features/auth/api/get-session';
import { DAILY_TOOLS } from '#web/lib/daily-tools';
import { accessFor } from '../route-lookup';

// Navigation for someone signed in (spec 2.8): the user menu, Your Tools and Admin Controls.
// Imported only by code that loads once someone is signed in (user menu, drawer).

export interface AccountLink {
  label: string;
  to: string;
}

const MAIN_DASHBOARD = { label: 'Main Dashboard', to: '/dashboard' };
const SOULPRINT_COMPASS = { label: 'SoulPrint Compass', to: '/soulprint-compass' };
const PERSONAL_GUIDANCE = { label: 'Personal Guidance', to: '/ai-coach' };
/** Not in spec 2.8's list: on a desktop the floating button was the only way to Sofia, and it can be hidden (review 6). */
const SOFIA = { label: 'Sofia', to: '/sofia' };
const MY_PURCHASES = { label: 'My Purchases', to: '/my-purchases' };
const ADMIN_DASHBOARD = { label: 'Admin Dashboard', to: '/admin' };
/** The safety plan every crisis card offers (issue 15), always one click away. */
const SAFETY_PLAN = { label: 'My Safety Plan', to: '/safety-plan' };
export const ACCOUNT_SETTINGS = { label: 'Account Settings', to: '/account-settings' };

/** The user menu: Coach's Corner for allow-listed coaches, Admin Dashboard for staff. */
export function userMenuLinks(user: SessionUser): AccountLink[] {
  return [
    MAIN_DASHBOARD,
    SOULPRINT_COMPASS,
    PERSONAL_GUIDANCE,
    SOFIA,
    MY_PURCHASES,
    ...(user.isCoach ? [{ label: "Coach's Corner", to: '/coaches-corner' }] : []),
    ...(user.staffRole ? [ADMIN_DASHBOARD] : []),
    SAFETY_PLAN,
    ACCOUNT_SETTINGS,
  ];
}

/** The daily tools (issue 16), as a group of their own in the user menu. */
export const DAILY_TOOL_LINKS: readonly AccountLink[] = DAILY_TOOLS.map(({ label, to }) => ({ label, to }));

/** The drawer's Your Tools, for members who are not staff, with the daily tools after the dashboard. */
export const YOUR_TOOLS: readonly AccountLink[] = [SOULPRINT_COMPASS, MAIN_DASHBOARD, ...DAILY_TOOL_LINKS, PERSONAL_GUIDANCE, MY_PURCHASES];

const ADMIN_CONTROLS: readonly AccountLink[] = [
  ADMIN_DASHBOARD,
  { label: 'Users', to: '/admin/users' },
  { label: 'Admin Users', to: '/admin/admin-users' },
  { label: 'Email Management', to: '/admin/email-management' },
  { label: 'Settings', to: '/admin/settings' },
  { label: 'Access Codes', to: '/admin/access-codes' },
];

/** The drawer's Admin Controls: the admin pages this staff member's rank opens (route-table policy). */
export function adminControlsFor(user: SessionUser): AccountLink[] {
  if (!user.staffRole) return [];
  const actor = toActor(user);
  return ADMIN_CONTROLS.filter((link) => decideAccess(accessFor(link.to), actor) === 'allow');
}
