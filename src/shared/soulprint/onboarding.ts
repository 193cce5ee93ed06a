import type { BurnoutResultType } from '../assessments/definition';

/** Spec 3 onboarding state. */
export interface OnboardingState {
  /** No assessment of any kind yet, and the account is new. */
  isNewUser: boolean;
  /** The Operating System Audit (or the master) is done. */
  isOnboardingComplete: boolean;
  hasCompletedAssessments: boolean;
}

export function onboardingState(input: { completedAssessments: number; auditComplete: boolean }): OnboardingState {
  return {
    isNewUser: input.completedAssessments === 0,
    isOnboardingComplete: input.auditComplete,
    hasCompletedAssessments: input.completedAssessments > 0,
  };
}

/** Which home intro block shows (spec 2.9): the intro when signed out or onboarding is incomplete, else welcome back. */
export function homeIntroVariant(signedIn: boolean, state: OnboardingState | null): 'visitor-intro' | 'member-intro' | 'welcome-back' {
  if (!signedIn || !state) return 'visitor-intro';
  if (!state.isOnboardingComplete) return 'member-intro';
  return state.hasCompletedAssessments ? 'welcome-back' : 'member-intro';
}

/** Dashboard welcome hero variants (spec 2.9). */
export type HeroVariant =
  | { kind: 'new-user' }
  | { kind: 'completed'; burnoutType: BurnoutResultType }
  | { kind: 'continue-edit' }
  | { kind: 'returning-without-assessments' };

export function heroVariant(input: {
  state: OnboardingState;
  burnoutType: BurnoutResultType | null;
  /** The member has been here before (an earlier session or activity). */
  returning: boolean;
}): HeroVariant {
  if (input.state.hasCompletedAssessments && input.burnoutType) return { kind: 'completed', burnoutType: input.burnoutType };
  if (input.state.hasCompletedAssessments) return { kind: 'continue-edit' };
  return input.returning ? { kind: 'returning-without-assessments' } : { kind: 'new-user' };
}

/** The footer line bucket: 0, 1, 2, 3, or 4 and more completed assessments. */
export function footerBucket(completed: number): 0 | 1 | 2 | 3 | 4 {
  return Math.max(0, Math.min(4, Math.floor(completed))) as 0 | 1 | 2 | 3 | 4;
}
