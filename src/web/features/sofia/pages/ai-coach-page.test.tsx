import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SofiaInsightsResponse } from '#shared/contracts/sofia-insights';
import { stubFetch } from '#web/testing/fetch-stub';
import { journeyReply } from '#web/testing/plan-replies';
import { renderPage } from '#web/testing/render-page';
import { signedInRoutes } from '#web/testing/sessions';
import AiCoachPage from './ai-coach-page';

const ABOUT = {
  minimums: [
    {
      id: 'trend',
      insight: 'Your last two weeks',
      needs: '7 days with a check-in in the last 14 days',
      why: 'A line through fewer days moves with every day.',
    },
  ],
  confidenceMeaning: 'Confidence is how unlikely it is that a difference this large came about by chance alone.',
};

const READY: SofiaInsightsResponse = {
  unlocked: true,
  status: 'ready',
  note: null,
  patterns: [
    {
      pattern_type: 'weekday_energy_dip',
      description: 'On your last 3 Mondays your energy averaged 3, against 6.9 on your other 11 check-in days.',
      confidence: 95,
      actionable_insight: 'Mondays seem to ask more of you.',
      data_points: [{ source: 'check-ins', count: 14, from: '2026-11-09', to: '2026-11-27' }],
    },
  ],
  predictions: [
    {
      type: 'weekday_energy_dip',
      prediction: 'Your energy is likely to run lower next Monday than on your other days.',
      confidence_score: 95,
      recommended_actions: ['Keep next Monday a little lighter if you can'],
      timeline: 'Next Monday',
      data_points: [{ source: 'check-ins', count: 14, from: '2026-11-09', to: '2026-11-27' }],
    },
  ],
  read: { checkins: 16, journal: null, modules: 2, results: 1 },
  ...ABOUT,
};

async function open(insights: SofiaInsightsResponse | { status: number; body: unknown }) {
  stubFetch({
    ...signedInRoutes(),
    '/api/journey': { body: journeyReply() },
    '/api/sofia/insights': 'unlocked' in insights ? { body: insights } : insights,
  });
  renderPage(<AiCoachPage />, { path: '/ai-coach', access: 'member' });
  await screen.findByRole('heading', { level: 1, name: 'Personal Guidance' });
}

describe('/ai-coach', () => {
  it('shows the journey insight, each pattern and prediction with its confidence and the days it rests on', async () => {
    await open(READY);
    const journey = screen.getByRole('region', { name: 'Your journey' });
    expect(await within(journey).findByText('Exploration')).toBeInTheDocument();
    const patterns = await screen.findByRole('region', { name: 'Patterns' });
    expect(within(patterns).getByText(READY.patterns[0]!.description)).toBeInTheDocument();
    expect(within(patterns).getByText('Confidence: 95 %')).toBeInTheDocument();
    expect(within(patterns).getByText(/Rests on 14 days with a check-in, from 9 Nov 2026 to 27 Nov 2026/)).toBeInTheDocument();
    const ahead = screen.getByRole('region', { name: 'Looking ahead' });
    expect(within(ahead).getByText('When: Next Monday · Confidence: 95 %')).toBeInTheDocument();
    expect(within(ahead).getByText('Keep next Monday a little lighter if you can')).toBeInTheDocument();
    expect(screen.getByText(/Your journal was not read, because you have not allowed personalisation/)).toBeInTheDocument();
    expect(screen.getByText(/16 check-ins, 2 modules completed and 1 assessment result\./)).toBeInTheDocument();
    const minimums = screen.getByRole('region', { name: 'How much data each insight needs, and why' });
    expect(within(minimums).getByText('Needs 7 days with a check-in in the last 14 days.')).toBeInTheDocument();
    expect(within(minimums).getByText(ABOUT.confidenceMeaning)).toBeInTheDocument();
    expect(screen.getByText(/not a diagnosis or medical advice/)).toBeInTheDocument();
  });

  it('with too little data says so calmly, with empty lists', async () => {
    await open({
      ...READY,
      status: 'gathering',
      note: 'You have 3 days with a check-in in the last 90 days.',
      patterns: [],
      predictions: [],
    });
    expect(await screen.findByText('You have 3 days with a check-in in the last 90 days.')).toBeInTheDocument();
    expect(screen.getByText('Still getting to know your days')).toBeInTheDocument();
    expect(screen.getByText('No clear pattern to show yet.')).toBeInTheDocument();
    expect(screen.getByText('Nothing to look ahead to with confidence yet.')).toBeInTheDocument();
  });

  it('shows a free member what it offers and the way to Premium', async () => {
    await open({ unlocked: false, feature: 'personal_guidance', href: '/memberships', ...ABOUT });
    const offer = await screen.findByRole('region', { name: 'What Personal Guidance offers' });
    expect(within(offer).getByRole('link', { name: 'See Premium and Elite' })).toHaveAttribute('href', '/memberships');
    expect(within(offer).getByText('Your last two weeks')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Patterns' })).not.toBeInTheDocument();
  });

  it('when the insights cannot load, says so with Try again and keeps the journey', async () => {
    await open({ status: 500, body: { title: 'Internal Server Error', status: 500 } });
    expect(await screen.findByText('We could not load your insights')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your journey' })).toBeInTheDocument();
  });
});
