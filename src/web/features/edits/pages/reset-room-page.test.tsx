import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CRISIS_COPY } from '#shared/safety/crisis';
import { stubFetch } from '#web/testing/fetch-stub';
import { renderPage } from '#web/testing/render-page';
import { VISITOR_REPLY } from '#web/testing/sessions';
import ResetRoomPage, { RESET_ROOM_CRISIS_BODY } from './reset-room-page';

afterEach(() => {
  vi.useRealTimers();
});

describe('/reset-room (public)', () => {
  it('opens on the breathing practice when a link from another page asks for #breathe', async () => {
    stubFetch({ '/api/session': { body: VISITOR_REPLY } });
    renderPage(<ResetRoomPage />, { path: '/reset-room#breathe' });
    const heading = await screen.findByRole('heading', { level: 2, name: 'Breathe' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('lets a visitor choose one of the three spec patterns and run its guide, with crisis resources at the bottom', async () => {
    const mock = stubFetch({ '/api/session': { body: VISITOR_REPLY } });
    renderPage(<ResetRoomPage />, { path: '/reset-room' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset Room' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'safety plan' })).toHaveAttribute('href', '/safety-plan');

    const choices = screen.getByRole('group', { name: 'Choose a breathing practice' });
    expect(
      within(choices)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['4-7-8 Breath1 min', 'Box Breathing2 min', '5-4-3 Grounding30 sec']);
    expect(screen.getByRole('radio', { name: '4-7-8 Breath' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '4-7-8 Breath' })).toHaveAccessibleDescription('1 min');
    expect(screen.getByText('3 rounds, about 57 seconds')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('radio', { name: 'Box Breathing' }));
    const guide = screen.getByRole('group', { name: 'Box Breathing' });
    expect(within(guide).getByText('8 rounds, about 2 minutes 8 seconds')).toBeInTheDocument();
    vi.useFakeTimers();
    fireEvent.click(within(guide).getByRole('button', { name: 'Start, Box Breathing' }));
    expect(within(guide).getByTestId('phase-word')).toHaveTextContent('Breathe in');
    act(() => {
      vi.advanceTimersByTime(12_000);
    });
    expect(within(guide).getByTestId('phase-word')).toHaveTextContent('Rest');

    fireEvent.click(screen.getByRole('radio', { name: '5-4-3 Grounding' }));
    const grounding = screen.getByRole('group', { name: '5-4-3 Grounding' });
    fireEvent.click(within(grounding).getByRole('button', { name: 'Start, 5-4-3 Grounding' }));
    expect(within(grounding).getByTestId('phase-word')).toHaveTextContent('Notice 5 things you can see');

    for (const title of ['Shoulder drop', 'Cold water on your wrists', 'Look at the horizon', 'Hands on your heart']) {
      expect(screen.getByRole('article', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByRole('timer', { name: 'Time left for Look at the horizon' })).toHaveTextContent('1:00');
    const crisis = screen.getByRole('region', { name: CRISIS_COPY.heading });
    expect(within(crisis).getByText(RESET_ROOM_CRISIS_BODY)).toBeInTheDocument();
    expect(within(crisis).queryByText(CRISIS_COPY.body)).not.toBeInTheDocument();
    // Nothing here asks the API for anything but the session.
    expect(mock.mock.calls.map(([input]) => String(input)).filter((url) => url.startsWith('/api/') && url !== '/api/session')).toEqual([]);
  });
});
