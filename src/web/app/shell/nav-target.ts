import type { SessionUser } from '#web/features/auth/api/get-session';
import { needsSignIn } from '../route-lookup';
import { signInHref } from '../sign-in-href';
import type { NavItem } from './nav-config';

/** Members-only items need someone signed in; coach-only items need an allow-listed coach. */
export function isVisibleTo(item: NavItem, user: SessionUser | null): boolean {
  switch (item.audience ?? 'everyone') {
    case 'everyone':
      return true;
    case 'members':
      return user !== null;
    case 'coaches':
      return user?.isCoach === true;
  }
}

/** Coming soon: marked so in the nav config. */
export function isSoon(item: NavItem): boolean {
  return item.soon === true;
}

/**
 * Where a nav item leads: null when it is coming soon (inert), /auth?redirect=… for a visitor when
 * the page needs sign-in, otherwise the page itself.
 */
export function navHref(item: NavItem, user: SessionUser | null): string | null {
  if (isSoon(item)) return null;
  if (!user && needsSignIn(item.to)) return signInHref(item.to);
  return item.to;
}
