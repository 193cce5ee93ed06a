import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CRISIS_COPY } from '#shared/safety/crisis';
import { stubFetch } from '#web/testing/fetch-stub';
import { renderPage } from '#web/testing/render-page';
import { signedInRoutes } from '#web/testing/sessions';
import { HARD_WEEK_CRISIS_BODY } from '../components/hard-week';
import { NO_RESULT_PLAN, planReply } from '#web/testing/plan-replies';
import MyResetPlanPage from './my-reset-plan-page';
import { expectLink } from '#web/testing/expect-link';

const region = (name: string) => screen.getByRole('region', { name });

async function open(plan: unknown) {
  stubFetch({ ...signedInRoutes(), '/api/plan': { body: plan } });
  renderPage(<MyResetPlanPage />, { path: '/my-reset-plan' });
  return screen.findByRole('region', { name: 'Your weekly rhythm' });
}

describe('/my-reset-plan', () => {
  it('shows the recommended Edit with its reason, the next module, the rhythm and the other recommendations', async () => {
    await open(planReply());
    const recommended = region('Your recommended Edit');
    expect(within(recommended).getByText('Recommended for your System Override result')).toBeInTheDocument();
    expect(within(recommended).getByRole('progressbar', { name: 'Progress in Settling an overactive nervous system' })).toHaveAttribute(
      'aria-valuenow',
      '2',
    );
    expectLink('Continue Settling an overactive nervous system', '/reset-paths/settling-an-overactive-nervous-system', recommended);
    expectLink(
      'Open The long exhale',
      '/reset-paths/settling-an-overactive-nervous-system/modules/the-long-exhale',
      region('Your next module'),
    );
    expect(
      within(region('Your weekly rhythm')).getByText('2 days a week, about 10 minutes each time, usually Tuesday and Friday.'),
    ).toBeInTheDocument();
    const also = region('Also recommended for you');
    expectLink('Rest without guilt', '/reset-paths/rest-without-guilt', also);
    expect(within(also).getByText('Recommended for The Steady Harbour, your nervous system’s pattern')).toBeInTheDocument();
  });

  it('says what to do when a week goes badly, with the module, the Reset Room and crisis lines', async () => {
    await open(planReply());
    const hardWeek = region('When a week goes badly');
    for (const heading of [
      'Shrink it to one module',
      'Use the Reset Room instead',
      'Rest is part of the plan',
      'Change the rhythm to fit your life',
    ]) {
      expect(within(hardWeek).getByRole('heading', { level: 3, name: heading })).toBeInTheDocument();
    }
    expectLink('The long exhale', '/reset-paths/settling-an-overactive-nervous-system/modules/the-long-exhale', hardWeek);
    expectLink('Reset Room', '/reset-room', hardWeek);
    const crisis = within(hardWeek).getByRole('region', { name: CRISIS_COPY.heading });
    expectLink('Call or text 988', 'tel:988', crisis);
    // Nothing was shared on this page, so the card does not say it was.
    expect(within(crisis).getByText(HARD_WEEK_CRISIS_BODY)).toBeInTheDocument();
    expect(within(crisis).queryByText(CRISIS_COPY.body)).not.toBeInTheDocument();
  });

  it('without an audit result: invites to the audit instead of recommending, and keeps the rhythm and the hard-week help', async () => {
    await open(NO_RESULT_PLAN);
    const invite = region('Your plan starts with the audit');
    expectLink('Take the Operating System Audit', '/assessment/operating-system-audit', invite);
    expect(screen.queryByRole('region', { name: 'Your recommended Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your next module' })).not.toBeInTheDocument();
    expect(region('When a week goes badly')).toBeInTheDocument();
  });
});
