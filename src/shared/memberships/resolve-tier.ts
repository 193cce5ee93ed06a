import type { MembershipTier } from '../access/policy';
import type { HardshipLevel } from './plans';
import { subscriptionAccessUntil, type SubscriptionRecord } from './subscription-state';
import { compareTiers } from './tier-unlocks';

/**
 * Whose tier wins (decision 091): a member's tier is the highest that a live source gives them.
 * Sources are their subscriptions and staff grants; a hardship award is a price level, never
 * access, so it is resolved beside the tier for pricing and changes no tier.
 */

/** A subscription the member holds, by the provider's subscription id. */
export interface SubscriptionSource {
  id: string;
  record: SubscriptionRecord;
}

/** A tier staff gave, with the reason; it may run out, and it can be revoked (never deleted). */
export interface TierGrant {
  id: string;
  tier: MembershipTier;
  reason: string;
  expiresAt: Date | null;
  revokedAt: Date | null;
}

/** An approved hardship application: a discount level until it is reviewed or withdrawn. */
export interface HardshipAward {
  id: string;
  level: HardshipLevel;
  expiresAt: Date | null;
  revokedAt: Date | null;
}

export type TierSource =
  { kind: 'subscription'; id: string; until: Date } | { kind: 'grant'; id: string; until: Date | null; reason: string } | { kind: 'none' };

export interface ResolvedTier {
  tier: MembershipTier;
  /** What gives the tier; `none` for Free. */
  source: TierSource;
  /** The best live hardship level, for prices only. */
  hardshipLevel: HardshipLevel | null;
}

/** Whether a grant or award holds at `now`: not yet run out and not revoked (both exclusive). */
export function isLive(source: { expiresAt: Date | null; revokedAt: Date | null }, now: Date): boolean {
  const t = now.getTime();
  return (source.expiresAt === null || t < source.expiresAt.getTime()) && (source.revokedAt === null || t < source.revokedAt.getTime());
}

type Candidate = { tier: MembershipTier; source: Exclude<TierSource, { kind: 'none' }> };

const untilMs = (until: Date | null) => (until === null ? Infinity : until.getTime());

/** Above zero when `a` wins: the higher tier, then the longer-lasting, then a subscription, then the smaller id. */
function compareCandidates(a: Candidate, b: Candidate): number {
  const order = [
    compareTiers(a.tier, b.tier),
    // Two sources without an end are equal (Infinity - Infinity is NaN).
    untilMs(a.source.until) - untilMs(b.source.until) || 0,
    Number(a.source.kind === 'subscription') - Number(b.source.kind === 'subscription'),
  ];
  return order.find((d) => d !== 0) ?? (a.source.id < b.source.id ? 1 : a.source.id > b.source.id ? -1 : 0);
}

export function resolveTier(
  sources: { subscriptions?: readonly SubscriptionSource[]; grants?: readonly TierGrant[]; hardship?: readonly HardshipAward[] },
  now: Date,
): ResolvedTier {
  const candidates: Candidate[] = [];
  for (const { id, record } of sources.subscriptions ?? []) {
    const until = subscriptionAccessUntil(record);
    if (until && now.getTime() < until.getTime()) candidates.push({ tier: record.tier, source: { kind: 'subscription', id, until } });
  }
  for (const grant of sources.grants ?? []) {
    if (isLive(grant, now))
      candidates.push({ tier: grant.tier, source: { kind: 'grant', id: grant.id, until: grant.expiresAt, reason: grant.reason } });
  }
  const best = candidates.filter((c) => c.tier !== 'free').sort((a, b) => compareCandidates(b, a))[0];
  const levels = (sources.hardship ?? []).filter((award) => isLive(award, now)).map((award) => award.level);
  return {
    tier: best?.tier ?? 'free',
    source: best?.source ?? { kind: 'none' },
    hardshipLevel: levels.length > 0 ? (Math.max(...levels) as HardshipLevel) : null,
  };
}
