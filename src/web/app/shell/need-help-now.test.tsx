import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CrisisResources } from '#web/components/crisis-resources';
import { distressShown, forgetDistress, markDistress } from '#web/lib/distress';
import { stubFetch } from '#web/testing/fetch-stub';
import { VISITOR_REPLY } from '#web/testing/sessions';
import { TestProviders } from '#web/testing/test-providers';
import NeedHelpNow from './need-help-now';

beforeEach(() => {
  stubFetch({ '/api/session': { body: VISITOR_REPLY } });
});
afterEach(() => {
  forgetDistress();
});

const renderEntry = () =>
  render(
    <TestProviders>
      <MemoryRouter>
        <NeedHelpNow />
      </MemoryRouter>
    </TestProviders>,
  );

describe('Need help now? (issue 16)', () => {
  it('stays away until a distress signal has shown this session', () => {
    renderEntry();
    expect(screen.queryByRole('button', { name: 'Need help now?' })).not.toBeInTheDocument();
  });

  it('appears once a distress signal shows, and opens the crisis lines and the Reset Room', async () => {
    renderEntry();
    act(() => markDistress());
    const button = await screen.findByRole('button', { name: 'Need help now?' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('link', { name: /Call or text 988/ })).toHaveAttribute('href', 'tel:988');
    expect(screen.getByRole('link', { name: 'The Reset Room: breathe for a minute' })).toHaveAttribute('href', '/reset-room');
    // The crisis card offers the safety plan as well (issue 15).
    expect(screen.getAllByRole('link', { name: /safety plan/i })[0]).toHaveAttribute('href', '/safety-plan');
  });

  it('is kept for the rest of the session (sessionStorage), not beyond it', async () => {
    markDistress();
    expect(sessionStorage.getItem('recalibrate_distress_shown')).toBe('1');
    renderEntry();
    expect(await screen.findByRole('button', { name: 'Need help now?' })).toBeInTheDocument();
  });

  it('is switched on by the crisis resources that answer a distress signal, not by a general mention', () => {
    render(<CrisisResources body="Some days are heavy. Help is here if you need it." />);
    expect(distressShown()).toBe(false);
    render(<CrisisResources />);
    expect(distressShown()).toBe(true);
  });
});
