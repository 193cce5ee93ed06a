/**
 * What a membership tier can unlock, as names the code checks (decision 091). The plan table
 * (plans.ts) says which tier adds which; `tierUnlocks` (tier-unlocks.ts) answers the question.
 */
export const MEMBERSHIP_FEATURES = [
  /** Sofia, the personal guide: chat and voice (spec 1, 6). */
  'sofia',
  /** Personal Guidance: Sofia Insights at /ai-coach, shaped by the member's own results. */
  'personal_guidance',
  /** The break reminder timer (spec 4: "only when ... the user has premium access"). */
  'break_reminders',
  /** Elite: both Refill Shop guides (the ebook and the workbook) downloadable while Elite lasts. */
  'shop_guides_included',
  /** Elite: new Edits and assessments marked early access open before everyone else. */
  'early_access',
] as const;
export type MembershipFeature = (typeof MEMBERSHIP_FEATURES)[number];

/**
 * What is never behind a tier (issue 19): help in a crisis, the Reset Room, the audit and the
 * safety parts of Sofia (crisis detection and signposting) stay open to every member and visitor.
 * They are named here so a check can ask for them and always be told yes.
 */
export const ALWAYS_FREE = ['crisis_resources', 'reset_room', 'operating_system_audit', 'sofia_safety'] as const;
export type AlwaysFree = (typeof ALWAYS_FREE)[number];

/** The Refill Shop products `shop_guides_included` covers (ids of shared/shop/catalogue.ts). */
export const ELITE_INCLUDED_PRODUCTS = ['burnout-autoimmunity-ebook', 'burnout-recovery-workbook'] as const;
