import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '#web/testing/fetch-stub';
import { renderPage } from '#web/testing/render-page';
import { signedInRoutes, VISITOR_REPLY } from '#web/testing/sessions';
import HomePage from './home-page';
import { expectLink } from '#web/testing/expect-link';
import { ONBOARDED, soulprintSummaryReply } from '#web/testing/soulprint-summary';

const summaryCalls = (mock: ReturnType<typeof stubFetch>) =>
  mock.mock.calls.filter(([url]) => String(url) === '/api/soulprint/summary').length;

describe('home intro block (spec 2.9)', () => {
  it('shows the visitor intro and never asks for a SoulPrint', async () => {
    const mock = stubFetch({ '/api/session': { body: VISITOR_REPLY } });
    renderPage(<HomePage />, { path: '/' });
    const intro = await screen.findByRole('region', { name: 'Start with your complete processing profile' });
    expect(within(intro).getByText('Begin Your Journey')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(summaryCalls(mock)).toBe(0);
  });

  it('asks a signed-in member to complete the audit while onboarding is incomplete', async () => {
    const mock = stubFetch({ ...signedInRoutes(), '/api/soulprint/summary': { body: soulprintSummaryReply() } });
    renderPage(<HomePage />, { path: '/' });
    const intro = await screen.findByRole('region', {
      name: 'Complete your Operating System Audit to unlock your personalized recovery edit',
    });
    expect(within(intro).getByText('Your Journey Begins Here')).toBeInTheDocument();
    expectLink('Take the Operating System Audit', '/assessment/operating-system-audit', intro);
    expect(screen.queryByText('Begin Your Journey')).not.toBeInTheDocument();
    expect(summaryCalls(mock)).toBe(1);
  });

  it('welcomes back a member with completed assessments, with what to do next', async () => {
    stubFetch({
      ...signedInRoutes(),
      '/api/soulprint/summary': { body: soulprintSummaryReply({ onboarding: ONBOARDED, completedAssessments: 1 }) },
    });
    renderPage(<HomePage />, { path: '/' });
    const block = await screen.findByRole('region', { name: 'Your personalized insights are ready' });
    expect(within(block).getByText('Welcome Back')).toBeInTheDocument();
    const steps = within(within(block).getByRole('list', { name: 'What to do next' })).getAllByRole('link');
    expect(steps.map((step) => step.getAttribute('href'))).toEqual(['/soulprint-compass', '/reset-paths', '/dashboard', '/assessments']);
    expect(screen.queryByText('Your Journey Begins Here')).not.toBeInTheDocument();
  });
});
