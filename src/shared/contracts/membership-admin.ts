import { z } from 'zod';
import { Id, IdInput, Timestamp } from './blocks';
import { MEMBERSHIP_TIERS } from '../access/tiers';
import { BILLING_INTERVALS } from '../memberships/plans';

/**
 * The back office's view of memberships (issue 19, decision 094): what gives a member their tier,
 * the grants staff give and revoke with a reason, and the hardship review date.
 */

/** What gives a member their tier: a paid subscription, a 100 % hardship membership, a staff grant, or nothing. */
export const TIER_SOURCES = ['subscription', 'hardship', 'grant', 'none'] as const;
export type TierSourceKind = (typeof TIER_SOURCES)[number];

/** The state of that source: a subscription's (ending = canceled at period end), granted, or free. */
export const MEMBERSHIP_STANDINGS = ['active', 'past_due', 'ending', 'canceled', 'granted', 'free'] as const;
export type MembershipStanding = (typeof MEMBERSHIP_STANDINGS)[number];

export const MembershipSummary = z.object({
  source: z.enum(TIER_SOURCES),
  status: z.enum(MEMBERSHIP_STANDINGS),
  /** A subscription's current period end (it renews or ends then), a grant's end; null for none. */
  until: z.string().nullable(),
  hardshipLevel: z.number().int().nullable(),
});
export type MembershipSummary = z.infer<typeof MembershipSummary>;

export const PAID_TIER_VALUES = ['premium', 'elite'] as const;

/** A staff grant: a tier, a reason (required, audited), and optionally the last day it lasts. */
export const GrantTierInput = z.object({
  tier: z.enum(PAID_TIER_VALUES, { message: 'Please choose Premium or Elite.' }),
  reason: z.string().trim().min(3, 'Please give a short reason.').max(500),
  /** The last day of the grant (it ends at the following midnight UTC); none lasts until revoked. */
  lastDay: z.iso.date().nullable().default(null),
});
export type GrantTierInput = z.input<typeof GrantTierInput>;

export const RevokeGrantInput = z.object({ reason: z.string().trim().min(3, 'Please give a short reason.').max(500) });
export const GrantParams = z.object({ id: IdInput, grantId: z.uuid() });

export const TierGrantView = z.object({
  id: Id,
  tier: z.enum(MEMBERSHIP_TIERS),
  reason: z.string(),
  grantedByEmail: z.string().nullable(),
  createdAt: Timestamp,
  expiresAt: Timestamp.nullable(),
  revokedAt: Timestamp.nullable(),
});

export const MembershipView = z.object({
  id: Id,
  tier: z.enum(MEMBERSHIP_TIERS),
  interval: z.enum(BILLING_INTERVALS),
  status: z.string(),
  provider: z.string(),
  currentPeriodEnd: z.string(),
  cancelAtPeriodEnd: z.boolean(),
  livemode: z.boolean(),
});

/** GET /api/admin/users/:id/membership: the tier, its source, the grants (all, newest first) and subscriptions. */
export const MemberMembershipResponse = z.object({
  tier: z.enum(MEMBERSHIP_TIERS),
  summary: MembershipSummary,
  hardshipReviewAt: Timestamp.nullable(),
  grants: z.array(TierGrantView),
  subscriptions: z.array(MembershipView),
});
export type MemberMembershipResponse = z.infer<typeof MemberMembershipResponse>;
