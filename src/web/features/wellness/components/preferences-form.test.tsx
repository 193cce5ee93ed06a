import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { DEFAULT_PREFERENCES } from '#shared/contracts/wellness';
import { fieldErrors, sentBodies, stubFetch, type CannedReply, type StubReply } from '#web/testing/fetch-stub';
import { setRealtimeSignedIn } from '#web/lib/realtime';
import { FakeEventSource, installFakeEventSource } from '#web/testing/fake-event-source';
import { TestProviders } from '#web/testing/test-providers';
import { usePreferencesUpdates } from '../api/use-preferences-updates';
import { PreferencesSection } from './preferences-form';

vi.mock('sonner', () => import('#web/testing/toast-spy'));

installFakeEventSource();
afterEach(() => {
  vi.clearAllMocks();
  setRealtimeSignedIn(false);
});

function renderPreferences(premium: boolean, saveReply?: StubReply, loadReply?: CannedReply) {
  const fetchMock = stubFetch({
    '/api/wellness/preferences': loadReply ?? { body: { ...DEFAULT_PREFERENCES, premium } },
    ...(saveReply ? { 'PUT /api/wellness/preferences': saveReply } : {}),
  });
  render(
    <TestProviders>
      <MemoryRouter>
        <PreferencesSection />
      </MemoryRouter>
    </TestProviders>,
  );
  return fetchMock;
}

const form = async () => within(await screen.findByRole('form', { name: 'Reminders and preferences' }));

describe('reminders and preferences', () => {
  it('shows the saved preferences', async () => {
    renderPreferences(true);
    const f = await form();
    expect(f.getByLabelText('Burnout check reminder')).toHaveValue('weekly');
    expect(f.getByRole('switch', { name: /Mindful break reminders/ })).toHaveAttribute('aria-checked', 'false');
    expect(f.getByLabelText('How often to take a break')).toHaveValue('60');
    expect(f.getByLabelText('Communication style')).toHaveValue('gentle');
    expect(f.getByLabelText('Learning pace')).toHaveValue('steady');
    expect(f.getByLabelText('Tone')).toHaveValue('warm');
    expect(f.getAllByRole('option').map((o) => o.textContent)).toEqual(
      expect.arrayContaining([
        'Every day',
        'Every week',
        'Every two weeks',
        'Every month',
        'Never (no reminder)',
        'Every 15 minutes',
        'Every hour',
        'Every 2 hours',
      ]),
    );
  });

  it('explains that break reminders are Premium and keeps them off for a free member', async () => {
    renderPreferences(false);
    const f = await form();
    const toggle = f.getByRole('switch', { name: /Mindful break reminders/ });
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAccessibleDescription(expect.stringContaining('Break reminders are a Premium feature'));
    expect(f.getByLabelText('How often to take a break')).toBeDisabled();
    expect(f.getByRole('link', { name: 'See memberships' })).toHaveAttribute('href', '/memberships');
  });

  it('saves all six preferences with a toast', async () => {
    const fetchMock = renderPreferences(true, (_url, init) => ({ body: { ...JSON.parse(String(init?.body)), premium: true } }));
    const f = await form();
    const user = userEvent.setup();
    await user.selectOptions(f.getByLabelText('Burnout check reminder'), 'daily');
    await user.click(f.getByRole('switch', { name: /Mindful break reminders/ }));
    await user.selectOptions(f.getByLabelText('How often to take a break'), '15');
    await user.selectOptions(f.getByLabelText('Communication style'), 'direct');
    await user.selectOptions(f.getByLabelText('Learning pace'), 'slow');
    await user.selectOptions(f.getByLabelText('Tone'), 'practical');
    await user.click(f.getByRole('button', { name: 'Save Preferences' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Preferences saved', { description: 'Your reminders and preferences are updated.' }),
    );
    expect(sentBodies(fetchMock, 'PUT', '/api/wellness/preferences')).toEqual([
      {
        burnout_check_frequency: 'daily',
        mindful_break_reminders: true,
        break_frequency_minutes: 15,
        communication_style: 'direct',
        learning_pace: 'slow',
        communication_tone: 'practical',
      },
    ]);
    expect(f.getByRole('switch', { name: /Mindful break reminders/ })).toHaveAttribute('aria-checked', 'true');
  });

  it('puts a field error under its field and keeps every choice', async () => {
    renderPreferences(true, fieldErrors({ break_frequency_minutes: 'Please choose one of the offered intervals.' }));
    const f = await form();
    const user = userEvent.setup();
    await user.selectOptions(f.getByLabelText('Burnout check reminder'), 'monthly');
    await user.selectOptions(f.getByLabelText('How often to take a break'), '90');
    await user.click(f.getByRole('button', { name: 'Save Preferences' }));
    await waitFor(() =>
      expect(f.getByLabelText('How often to take a break')).toHaveAccessibleDescription('Please choose one of the offered intervals.'),
    );
    expect(f.getByLabelText('How often to take a break')).toHaveFocus();
    expect(f.getByLabelText('How often to take a break')).toHaveValue('90');
    expect(f.getByLabelText('Burnout check reminder')).toHaveValue('monthly');
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('says so with the spec message when saving fails, keeping the choices', async () => {
    renderPreferences(true, { status: 500, body: { status: 500, title: 'Internal Server Error' } });
    const f = await form();
    const user = userEvent.setup();
    await user.selectOptions(f.getByLabelText('Tone'), 'calm');
    await user.click(f.getByRole('button', { name: 'Save Preferences' }));
    expect(await f.findByText('Failed to update settings. Please try again.')).toBeInTheDocument();
    expect(f.getByLabelText('Tone')).toHaveValue('calm');
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('offers to try again when the preferences cannot load', async () => {
    renderPreferences(false, undefined, { status: 500, body: { status: 500, title: 'Internal Server Error' } });
    expect(await screen.findByText('We could not load your preferences')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  describe('saved in another tab or device (spec 7)', () => {
    /** The section as the app has it, listening for 'preferences.updated'; `elsewhere` changes what the server holds. */
    function renderLive() {
      let stored = { ...DEFAULT_PREFERENCES, premium: true };
      const fetchMock = stubFetch({
        '/api/wellness/preferences': () => ({ body: stored }),
        'PUT /api/wellness/preferences': (_url, init) => {
          stored = { ...JSON.parse(String(init?.body)), premium: true };
          return { body: stored };
        },
      });
      function Live() {
        usePreferencesUpdates(true);
        return <PreferencesSection />;
      }
      render(
        <TestProviders>
          <MemoryRouter>
            <Live />
          </MemoryRouter>
        </TestProviders>,
      );
      setRealtimeSignedIn(true);
      const elsewhere = (change: Partial<typeof stored>) => {
        stored = { ...stored, ...change };
        FakeEventSource.last!.emit('preferences.updated');
      };
      return { fetchMock, elsewhere };
    }
    const changedNotice = () => screen.queryByText('Your preferences changed on another device or tab');

    it('takes the new values when nothing here is unsaved', async () => {
      const { elsewhere } = renderLive();
      const f = await form();
      expect(f.getByLabelText('Learning pace')).toHaveValue('steady');
      elsewhere({ learning_pace: 'quick' });
      await waitFor(() => expect(f.getByLabelText('Learning pace')).toHaveValue('quick'));
      expect(changedNotice()).toBeNull();
    });

    it('keeps unsaved edits, says calmly that they changed elsewhere, and loads them on request', async () => {
      const { fetchMock, elsewhere } = renderLive();
      const f = await form();
      const user = userEvent.setup();
      await user.selectOptions(f.getByLabelText('Tone'), 'calm');
      elsewhere({ learning_pace: 'quick' });
      expect(await f.findByText('Your preferences changed on another device or tab')).toBeInTheDocument();
      expect(
        f.getByText('What you changed here is not saved yet. Load the new preferences, or save to keep yours instead.'),
      ).toBeInTheDocument();
      // Nothing typed here is replaced behind the person's back.
      expect(f.getByLabelText('Tone')).toHaveValue('calm');
      expect(f.getByLabelText('Learning pace')).toHaveValue('steady');

      await user.click(f.getByRole('button', { name: 'Load the new preferences' }));
      expect(f.getByLabelText('Learning pace')).toHaveValue('quick');
      expect(f.getByLabelText('Tone')).toHaveValue('warm');
      expect(changedNotice()).toBeNull();
      expect(f.getByLabelText('Burnout check reminder')).toHaveFocus();

      // A save from here keeps the other change and raises no notice of its own.
      await user.selectOptions(f.getByLabelText('Tone'), 'practical');
      await user.click(f.getByRole('button', { name: 'Save Preferences' }));
      await waitFor(() => expect(toast.success).toHaveBeenCalled());
      expect(sentBodies(fetchMock, 'PUT', '/api/wellness/preferences')).toEqual([
        expect.objectContaining({ learning_pace: 'quick', communication_tone: 'practical' }),
      ]);
      FakeEventSource.last!.emit('preferences.updated');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(changedNotice()).toBeNull();
      expect(f.getByLabelText('Tone')).toHaveValue('practical');
    });
  });
});
