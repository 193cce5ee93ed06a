import { configure, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { IDLE_PRELOAD_PATHS, preloadPages } from '#web/app/idle-preload';
import { stubFetch } from '#web/testing/fetch-stub';
import { renderApp } from '#web/testing/render-app';
import { signedInRoutes, VISITOR_REPLY } from '#web/testing/sessions';

const INCOMPLETE = { isNewUser: true, isOnboardingComplete: false, hasCompletedAssessments: false };
const COMPLETE = { isNewUser: false, isOnboardingComplete: true, hasCompletedAssessments: true };

function summary(onboarding: typeof INCOMPLETE) {
  return {
    completionPercentage: 0,
    completedAssessments: onboarding.hasCompletedAssessments ? 1 : 0,
    onboarding,
    burnoutType: null,
    archetype: null,
    returning: false,
  };
}

const summaryCalls = (mock: ReturnType<typeof stubFetch>) =>
  mock.mock.calls.filter(([url]) => String(url) === '/api/soulprint/summary').length;

// The home page, its lazy chunks and the pages the shell preloads when idle load once, before the tests.
beforeAll(
  () =>
    Promise.all([
      preloadPages(['/', ...IDLE_PRELOAD_PATHS]),
      import('../components/home-member-intro'),
      import('../components/home-landing'),
    ]),
  30_000,
);
vi.setConfig({ testTimeout: 30_000 });
// A whole page (shell, guard, lazy chunk) on a busy machine: wait longer than the usual five seconds.
configure({ asyncUtilTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

describe('home intro block (spec 2.9)', () => {
  it('shows the visitor intro and never asks for a SoulPrint', async () => {
    const mock = stubFetch({ '/api/session': { body: VISITOR_REPLY } });
    renderApp('/');
    const intro = await screen.findByRole('region', { name: 'Start with your complete processing profile' });
    expect(within(intro).getByText('Begin Your Journey')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(summaryCalls(mock)).toBe(0);
  });

  it('asks a signed-in member to complete the audit while onboarding is incomplete', async () => {
    const mock = stubFetch({ ...signedInRoutes(), '/api/soulprint/summary': { body: summary(INCOMPLETE) } });
    renderApp('/');
    const intro = await screen.findByRole('region', {
      name: 'Complete your Operating System Audit to unlock your personalized recovery edit',
    });
    expect(within(intro).getByText('Your Journey Begins Here')).toBeInTheDocument();
    expect(within(intro).getByRole('link', { name: 'Take the Operating System Audit' })).toHaveAttribute(
      'href',
      '/assessment/operating-system-audit',
    );
    expect(screen.queryByText('Begin Your Journey')).not.toBeInTheDocument();
    expect(summaryCalls(mock)).toBe(1);
  });

  it('welcomes back a member with completed assessments, with what to do next', async () => {
    stubFetch({ ...signedInRoutes(), '/api/soulprint/summary': { body: summary(COMPLETE) } });
    renderApp('/');
    const block = await screen.findByRole('region', { name: 'Your personalized insights are ready' });
    expect(within(block).getByText('Welcome Back')).toBeInTheDocument();
    const steps = within(within(block).getByRole('list', { name: 'What to do next' })).getAllByRole('link');
    expect(steps.map((step) => step.getAttribute('href'))).toEqual(['/soulprint-compass', '/reset-paths', '/dashboard', '/assessments']);
    expect(screen.queryByText('Your Journey Begins Here')).not.toBeInTheDocument();
  });
});
