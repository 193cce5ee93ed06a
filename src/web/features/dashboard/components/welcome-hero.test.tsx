import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SoulprintSummaryResponse } from '#shared/contracts/soulprint';
import { WelcomeHero } from './welcome-hero';
import { NEW_MEMBER, ONBOARDED, soulprintSummaryReply } from '#web/testing/soulprint-summary';

function renderHero(over: Partial<SoulprintSummaryResponse> = {}, name: string | null = 'Sam') {
  render(
    <MemoryRouter>
      <WelcomeHero summary={soulprintSummaryReply(over)} name={name} />
    </MemoryRouter>,
  );
  const hero = screen.getByRole('region', { name: /./ });
  return { hero, heading: within(hero).getByRole('heading', { level: 1 }), action: within(hero).getByRole('link') };
}

describe('dashboard welcome hero variants (spec 2.9)', () => {
  it('welcomes a new user with Take Operating System Audit', () => {
    const { hero, heading, action } = renderHero();
    expect(hero).toHaveAttribute('data-variant', 'new-user');
    expect(heading).toHaveTextContent('Welcome to Recalibrate, Sam');
    expect(action).toHaveTextContent('Take Operating System Audit');
    expect(action).toHaveAttribute('href', '/assessment/operating-system-audit');
  });

  it.each([
    ['system_override', 'Your system has been running on override'],
    ['performance_prison', 'Doing well has started to cost you'],
    ['conscious_transition', 'You are in the middle of a change'],
    ['authentic_alignment', 'You are closer to your own rhythm'],
  ] as const)('speaks to a completed %s result and links to the SoulPrint Compass', (burnoutType, title) => {
    const { hero, heading, action } = renderHero({ onboarding: ONBOARDED, completedAssessments: 1, burnoutType, returning: true });
    expect(hero).toHaveAttribute('data-variant', 'completed');
    expect(heading).toHaveTextContent(title);
    expect(action).toHaveTextContent('Open your SoulPrint Compass');
    expect(action).toHaveAttribute('href', '/soulprint-compass');
  });

  it('offers Continue Your Edit (to /dashboard) after assessments without a burnout type', () => {
    const { hero, action } = renderHero({
      onboarding: { ...ONBOARDED, isOnboardingComplete: false },
      completedAssessments: 2,
      returning: true,
    });
    expect(hero).toHaveAttribute('data-variant', 'continue-edit');
    expect(action).toHaveTextContent('Continue Your Edit');
    expect(action).toHaveAttribute('href', '/dashboard');
  });

  it('offers Continue Your Journey to a returning member without assessments', () => {
    const { hero, heading, action } = renderHero({ returning: true }, null);
    expect(hero).toHaveAttribute('data-variant', 'returning-without-assessments');
    expect(heading).toHaveTextContent(/^Good to see you again$/);
    expect(action).toHaveTextContent('Continue Your Journey');
    expect(action).toHaveAttribute('href', '/assessment/operating-system-audit');
  });
});

describe('dashboard welcome hero footer line by completed assessments', () => {
  it.each([
    [0, 'No assessments yet, and that is fine. The first one takes about 10 minutes, whenever you are ready.'],
    [1, '1 assessment done. Your SoulPrint has its first lines.'],
    [2, '2 assessments done. Patterns are starting to show in your SoulPrint.'],
    [3, '3 assessments done. Your picture is getting clearer, and so is what helps.'],
    [4, '4 assessments done. You know your patterns well. Retake one whenever you want to see how far you have come.'],
    [9, '9 assessments done. You know your patterns well. Retake one whenever you want to see how far you have come.'],
  ])('%i completed', (completedAssessments, line) => {
    const { hero } = renderHero({
      completedAssessments,
      onboarding: completedAssessments ? ONBOARDED : NEW_MEMBER,
      burnoutType: completedAssessments ? 'system_override' : null,
    });
    expect(within(hero).getByText(line)).toBeInTheDocument();
  });
});
