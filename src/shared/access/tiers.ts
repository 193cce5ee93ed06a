// The membership tiers (spec 1), in a module of their own: the access policy needs only their type,
// so the list stays out of the first load of `/` and goes with the contracts and pages that use it.
export const MEMBERSHIP_TIERS = ['free', 'premium', 'elite'] as const;
export type MembershipTier = (typeof MEMBERSHIP_TIERS)[number];
