import type { AlwaysFree, MembershipFeature } from './features';

/**
 * What each feature name means, in plain words, for the tiers docs page (decision 094). A record
 * over every name, so a new feature cannot be added without saying what it is.
 */
export const FEATURE_LABELS: Record<MembershipFeature, string> = {
  sofia: 'Sofia, the personal guide, by chat and voice',
  personal_guidance: 'Personal Guidance: Sofia Insights at /ai-coach, shaped by the member’s results',
  break_reminders: 'The break reminder timer in wellness preferences (spec 4)',
  shop_guides_included: 'Both Refill Shop guides downloadable without buying them, while the tier lasts',
  early_access: 'Edits marked early access, before their opening day',
};

export const ALWAYS_FREE_LABELS: Record<AlwaysFree, string> = {
  crisis_resources: 'Crisis resources and help lines',
  reset_room: 'The Reset Room',
  operating_system_audit: 'The Operating System Audit',
  sofia_safety: 'Sofia’s safety parts: crisis detection and signposting',
};
