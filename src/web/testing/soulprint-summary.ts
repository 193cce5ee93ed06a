import type { SoulprintSummaryResponse } from '#shared/contracts/soulprint';

/** The onboarding of a member who has taken nothing yet. */
export const NEW_MEMBER = { isNewUser: true, isOnboardingComplete: false, hasCompletedAssessments: false };
/** The onboarding of a member who has taken an assessment. */
export const ONBOARDED = { isNewUser: false, isOnboardingComplete: true, hasCompletedAssessments: true };

/** GET /api/soulprint/summary: a member who has taken nothing yet, on a first visit, unless told otherwise. */
export function soulprintSummaryReply(over: Partial<SoulprintSummaryResponse> = {}): SoulprintSummaryResponse {
  return {
    completionPercentage: 0,
    completedAssessments: 0,
    onboarding: NEW_MEMBER,
    burnoutType: null,
    archetype: null,
    returning: false,
    ...over,
  };
}
