import { describe, expect, it } from 'vitest';
import { footerBucket, heroVariant, homeIntroVariant, onboardingState } from './onboarding';

describe('onboarding state', () => {
  it.each([
    { completed: 0, audit: false, state: { isNewUser: true, isOnboardingComplete: false, hasCompletedAssessments: false } },
    { completed: 1, audit: false, state: { isNewUser: false, isOnboardingComplete: false, hasCompletedAssessments: true } },
    { completed: 1, audit: true, state: { isNewUser: false, isOnboardingComplete: true, hasCompletedAssessments: true } },
  ])('$completed completed, audit $audit', ({ completed, audit, state }) => {
    expect(onboardingState({ completedAssessments: completed, auditComplete: audit })).toEqual(state);
  });
});

describe('home intro (spec 2.9)', () => {
  const fresh = onboardingState({ completedAssessments: 0, auditComplete: false });
  const partial = onboardingState({ completedAssessments: 2, auditComplete: false });
  const done = onboardingState({ completedAssessments: 1, auditComplete: true });
  it.each([
    { signedIn: false, state: null, variant: 'visitor-intro' },
    { signedIn: true, state: null, variant: 'visitor-intro' },
    { signedIn: true, state: fresh, variant: 'member-intro' },
    { signedIn: true, state: partial, variant: 'member-intro' },
    { signedIn: true, state: done, variant: 'welcome-back' },
  ])('signed in $signedIn → $variant', ({ signedIn, state, variant }) => {
    expect(homeIntroVariant(signedIn, state)).toBe(variant);
  });
});

describe('dashboard hero (spec 2.9)', () => {
  it.each([
    { completed: 0, type: null, returning: false, kind: 'new-user' },
    { completed: 0, type: null, returning: true, kind: 'returning-without-assessments' },
    { completed: 1, type: 'system_override' as const, returning: true, kind: 'completed' },
    { completed: 2, type: null, returning: true, kind: 'continue-edit' },
  ])('$completed completed, type $type, returning $returning → $kind', ({ completed, type, returning, kind }) => {
    const state = onboardingState({ completedAssessments: completed, auditComplete: type !== null });
    expect(heroVariant({ state, burnoutType: type, returning }).kind).toBe(kind);
  });

  it.each([
    [0, 0],
    [1, 1],
    [2, 2],
    [3, 3],
    [4, 4],
    [9, 4],
  ])('footer line for %i completed is bucket %i', (completed, bucket) => {
    expect(footerBucket(completed)).toBe(bucket);
  });
});
