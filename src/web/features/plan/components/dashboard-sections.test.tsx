import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadPages } from '#web/app/idle-preload';
import { stubFetch } from '#web/testing/fetch-stub';
import { renderApp } from '#web/testing/render-app';
import { signedInRoutes } from '#web/testing/sessions';
import { journeyReply, planReply } from '#web/testing/plan-replies';

// The dashboard (built by the dashboard feature) shows the plan's two cards below its hero.

beforeAll(() => preloadPages(['/dashboard']), 30_000);
vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const SUMMARY = {
  completionPercentage: 86,
  completedAssessments: 1,
  onboarding: { isNewUser: false, isOnboardingComplete: true, hasCompletedAssessments: true },
  burnoutType: 'system_override',
  archetype: 'mobilised',
  returning: true,
};

describe('/dashboard with the plan', () => {
  it("shows today's next step and the journey stage below the welcome hero", async () => {
    stubFetch({
      ...signedInRoutes(),
      '/api/soulprint/summary': { body: SUMMARY },
      '/api/assessments': { body: { assessments: [] } },
      '/api/plan': { body: planReply({ rhythm: { daysPerWeek: 7, preferredDays: [], minutesPerSession: 10 } }) },
      '/api/journey': { body: journeyReply() },
    });
    renderApp('/dashboard');
    const hero = await screen.findByRole('heading', { level: 1 }, { timeout: 12_000 });
    const next = screen.getByRole('region', { name: "Today's next step" });
    expect(await within(next).findByRole('link', { name: 'Open this module' })).toHaveAttribute(
      'href',
      '/reset-paths/settling-an-overactive-nervous-system/modules/the-long-exhale',
    );
    const journey = screen.getByRole('region', { name: 'Your journey' });
    expect(await within(journey).findByText('Exploration')).toBeInTheDocument();
    expect(within(journey).getByRole('progressbar', { name: 'Progress in the Exploration stage' })).toHaveAttribute('aria-valuenow', '100');
    // Below the hero, in that order.
    expect(hero.compareDocumentPosition(next) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(next.compareDocumentPosition(journey) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
