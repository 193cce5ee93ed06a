import type { MembershipStanding, MembershipSummary, TierSourceKind } from '#shared/contracts/membership-admin';
import { formatDate } from '#web/lib/dates';

const SOURCES: Record<TierSourceKind, string> = {
  subscription: 'Subscription',
  hardship: 'Hardship (100 %)',
  grant: 'Staff grant',
  none: 'None',
};

const STANDINGS: Record<MembershipStanding, string> = {
  active: 'active',
  past_due: 'payment failed',
  ending: 'ends at period end',
  canceled: 'canceled',
  granted: 'granted',
  free: 'free',
};

/** "Staff grant, granted until 3 Mar 2027", "Subscription, active", "None, free". */
export function membershipText(summary: MembershipSummary): string {
  const until = summary.until && summary.source !== 'none' ? ` until ${formatDate(summary.until)}` : '';
  const hardship = summary.hardshipLevel ? `; hardship ${summary.hardshipLevel} % off` : '';
  return `${SOURCES[summary.source]}, ${STANDINGS[summary.status]}${until}${hardship}`;
}

export const capitalised = (tier: string) => tier[0].toUpperCase() + tier.slice(1);
