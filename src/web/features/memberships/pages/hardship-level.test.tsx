import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '#web/testing/fetch-stub';
import { renderPage } from '#web/testing/render-page';
import { signedInRoutes } from '#web/testing/sessions';
import HardshipProgramPage from './hardship-program-page';

const DAY = 24 * 60 * 60 * 1000;
const approved = (reviewAt: string | null) => ({
  id: '5b3c8f0e-1d2a-4f7e-8c9b-0a1b2c3d4e5f',
  userId: 'user-1',
  email: 'sam@example.com',
  situation: 'My hours were cut in half after I came back from sick leave.',
  requestedLevel: 75,
  note: '',
  status: 'approved',
  decisionNote: null,
  approvedLevel: 50,
  decidedAt: '2026-08-02T10:00:00.000Z',
  createdAt: '2026-08-01T10:00:00.000Z',
  reviewAt,
  inUse: null,
});

describe('/hardship-program: the member’s level (decision 094)', () => {
  it('shows the level granted and when it will be reviewed', async () => {
    const reviewAt = new Date(Date.now() + 60 * DAY).toISOString();
    stubFetch({ ...signedInRoutes(), '/api/memberships/hardship': { body: { applications: [approved(reviewAt)] } } });
    renderPage(<HardshipProgramPage />, { path: '/hardship-program' });
    expect(await screen.findByText('You have 50 % off')).toBeInTheDocument();
    expect(screen.getByText(/We will look at it again on .+, and email you two weeks before\./)).toBeInTheDocument();
  });

  it('says the level ended at its review, and that a running membership keeps its price to the renewal', async () => {
    const reviewAt = new Date(Date.now() - DAY).toISOString();
    stubFetch({ ...signedInRoutes(), '/api/memberships/hardship': { body: { applications: [approved(reviewAt)] } } });
    renderPage(<HardshipProgramPage />, { path: '/hardship-program' });
    expect(await screen.findByText(/^Your 50 % off was reviewed on /)).toBeInTheDocument();
    expect(screen.getByText(/keeps its price until its next renewal/)).toBeInTheDocument();
    expect(screen.queryByText('You have 50 % off')).not.toBeInTheDocument();
  });
});
