import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PREFERENCES, type PreferencesResponse } from '#shared/contracts/wellness';
import { TestProviders, testQueryClient } from '#web/testing/test-providers';
import { WELLNESS_KEYS } from '../api/query-keys';
import BreakReminder from './break-reminder';

const MINUTE = 60_000;
const BREAK_TITLE = 'Time for a mindful break';
const BREAK_TEXT = 'Your nervous system is asking for a moment of pause. Take 3 deep breaths.';

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(Math, 'random').mockReturnValue(0); // the first suggestion: 4-7-8 Breath
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function renderBreaks(preferences: Partial<PreferencesResponse>) {
  const client = testQueryClient();
  client.setQueryData(WELLNESS_KEYS.preferences, {
    ...DEFAULT_PREFERENCES,
    premium: true,
    mindful_break_reminders: true,
    break_frequency_minutes: 15,
    ...preferences,
  });
  return render(
    <TestProviders client={client}>
      <MemoryRouter>
        <BreakReminder />
        <Toaster />
      </MemoryRouter>
    </TestProviders>,
  );
}

const card = () => screen.queryByRole('region', { name: BREAK_TITLE });
/** The sonner toast with the break title, if it is showing. */
const breakToast = () =>
  [...document.querySelectorAll('[data-sonner-toast]')].find((el) => el.querySelector('[data-title]')?.textContent === BREAK_TITLE);
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('break reminder (spec 4)', () => {
  it.each([
    ['reminders are off', { mindful_break_reminders: false }],
    ['the member has no premium access', { premium: false }],
  ])('never fires when %s', async (_, preferences) => {
    renderBreaks(preferences);
    await advance(3 * 60 * MINUTE);
    expect(card()).not.toBeInTheDocument();
    expect(breakToast()).toBeUndefined();
  });

  it('fires after break_frequency_minutes with the toast and a breathing suggestion', async () => {
    renderBreaks({ break_frequency_minutes: 15 });
    await advance(15 * MINUTE - 1);
    expect(card()).not.toBeInTheDocument();
    expect(breakToast()).toBeUndefined();
    await advance(1);
    expect(card()).toBeInTheDocument();
    await advance(10); // sonner adds a toast on its next tick
    expect(screen.getByText('4-7-8 Breath')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the Reset Room' })).toHaveAttribute('href', '/reset-room#breathe');
    const shown = breakToast();
    expect(shown).toBeDefined();
    expect(shown?.querySelector('[data-description]')).toHaveTextContent(BREAK_TEXT);
  });

  it('uses the member’s own interval', async () => {
    renderBreaks({ break_frequency_minutes: 45 });
    await advance(30 * MINUTE);
    expect(card()).not.toBeInTheDocument();
    await advance(15 * MINUTE);
    expect(card()).toBeInTheDocument();
  });

  it('shows the toast for 10 seconds', async () => {
    renderBreaks({});
    await advance(15 * MINUTE + 10);
    expect(breakToast()).toBeDefined();
    await advance(9_000);
    expect(breakToast()).toBeDefined();
    await advance(1_500); // 10 s, then sonner's short exit
    expect(breakToast()).toBeUndefined();
    expect(card()).toBeInTheDocument(); // the card stays until dismissed
  });

  it('waits while the card is open, and restarts 1 second after it is dismissed', async () => {
    renderBreaks({});
    await advance(15 * MINUTE + 10);
    expect(breakToast()).toBeDefined();
    // No second break while this one is open: at 30 minutes no new toast.
    await advance(15 * MINUTE);
    expect(breakToast()).toBeUndefined();
    expect(card()).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(card()).not.toBeInTheDocument();
    await advance(1_000 + 15 * MINUTE - 1);
    expect(card()).not.toBeInTheDocument();
    await advance(1);
    expect(card()).toBeInTheDocument();
  });

  it('dismisses with Escape and when the member opens the Reset Room', async () => {
    renderBreaks({});
    await advance(15 * MINUTE);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Dismiss' }), { key: 'Escape' });
    expect(card()).not.toBeInTheDocument();
    await advance(1_000 + 15 * MINUTE);
    fireEvent.click(screen.getByRole('link', { name: 'Open the Reset Room' }));
    expect(card()).not.toBeInTheDocument();
  });

  it('stops when reminders are turned off', async () => {
    const client = testQueryClient();
    const prefs = { ...DEFAULT_PREFERENCES, premium: true, mindful_break_reminders: true, break_frequency_minutes: 15 };
    client.setQueryData(WELLNESS_KEYS.preferences, prefs);
    render(
      <TestProviders client={client}>
        <MemoryRouter>
          <BreakReminder />
        </MemoryRouter>
      </TestProviders>,
    );
    await advance(10 * MINUTE);
    act(() => client.setQueryData(WELLNESS_KEYS.preferences, { ...prefs, mindful_break_reminders: false }));
    await advance(60 * MINUTE);
    expect(card()).not.toBeInTheDocument();
  });
});
