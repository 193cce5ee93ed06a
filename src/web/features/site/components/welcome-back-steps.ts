import type { OnboardingState } from '#shared/soulprint/onboarding';

export interface WelcomeBackStep {
  title: string;
  description: string;
  to: string;
}

const AUDIT: WelcomeBackStep = {
  title: 'Take the Operating System Audit',
  description: 'About 10 minutes. It unlocks your burnout type and your personalized recovery edit.',
  to: '/assessment/operating-system-audit',
};

/**
 * Spec 2.9: the welcome-back module list, from the new-user and completed-assessments flags.
 * With results: the compass first, then an Edit, the dashboard and another assessment; without:
 * the audit first.
 */
export function welcomeBackSteps({
  isNewUser,
  hasCompletedAssessments,
}: Pick<OnboardingState, 'isNewUser' | 'hasCompletedAssessments'>): WelcomeBackStep[] {
  const steps: WelcomeBackStep[] = [];
  if (isNewUser || !hasCompletedAssessments) steps.push(AUDIT);
  if (hasCompletedAssessments) {
    steps.push(
      {
        title: 'See your SoulPrint Compass',
        description: 'Your burnout type, your archetype and every score so far, in one place.',
        to: '/soulprint-compass',
      },
      { title: 'Explore Edits', description: 'Guided reset paths, one small step at a time.', to: '/reset-paths' },
    );
  }
  steps.push({ title: 'Go to your dashboard', description: 'Where you left off, and what is next.', to: '/dashboard' });
  if (hasCompletedAssessments) {
    steps.push({
      title: 'Take another assessment',
      description: 'Each one adds to your SoulPrint. Retakes show what has changed.',
      to: '/assessments',
    });
  }
  return steps;
}
