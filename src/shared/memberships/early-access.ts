import type { MembershipTier } from '../access/policy';
import { tierUnlocks } from './tier-unlocks';

/**
 * Early access (Elite, decision 091 and 094): content marked `earlyAccessUntil: YYYY-MM-DD` opens
 * to tiers with `early_access` at once and to everyone else from that day (00:00 UTC). Content
 * without the mark is open to all.
 */
export function openToTier(item: { earlyAccessUntil?: string | null }, tier: MembershipTier, now: Date): boolean {
  if (!item.earlyAccessUntil || tierUnlocks(tier, 'early_access')) return true;
  return now.getTime() >= Date.parse(`${item.earlyAccessUntil}T00:00:00.000Z`);
}

/** Whether content is still in its early access (for an "Early access" mark). */
export function inEarlyAccess(item: { earlyAccessUntil?: string | null }, now: Date): boolean {
  return !!item.earlyAccessUntil && now.getTime() < Date.parse(`${item.earlyAccessUntil}T00:00:00.000Z`);
}
