import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fieldErrors, sentBodies, stubFetch } from '#web/testing/fetch-stub';
import { TestProviders } from '#web/testing/test-providers';
import { RHYTHM_CHECK, RHYTHM_NOT_SAVED, RHYTHM_SAVED, RhythmForm } from './rhythm-form';

function renderForm() {
  render(
    <TestProviders>
      <RhythmForm rhythm={{ daysPerWeek: 2, preferredDays: ['tue', 'fri'], minutesPerSession: 10 }} />
    </TestProviders>,
  );
  return {
    days: () => screen.getByRole('combobox', { name: 'Days a week' }),
    minutes: () => screen.getByRole('spinbutton', { name: 'Minutes each time' }),
    day: (name: string) => screen.getByRole('checkbox', { name }),
    save: () => screen.getByRole('button', { name: 'Save my rhythm' }),
  };
}

describe('RhythmForm', () => {
  it('starts from the saved rhythm and saves the changed one in week order', async () => {
    const fetch = stubFetch({ 'PUT /api/plan/rhythm': { body: { ok: true } } });
    const user = userEvent.setup();
    const form = renderForm();
    expect(form.days()).toHaveValue('2');
    expect(form.day('Tuesday')).toBeChecked();
    expect(form.day('Friday')).toBeChecked();
    expect(form.day('Monday')).not.toBeChecked();
    expect(form.minutes()).toHaveValue(10);

    await user.selectOptions(form.days(), '3');
    await user.click(form.day('Monday'));
    await user.clear(form.minutes());
    await user.type(form.minutes(), '15');
    await user.click(form.save());

    expect(await screen.findByText(RHYTHM_SAVED)).toBeInTheDocument();
    expect(
      screen.getByText('3 days a week, about 15 minutes each time, usually Monday, Tuesday and Friday.', { selector: 'div' }),
    ).toBeInTheDocument();
    expect(sentBodies(fetch, 'PUT', '/api/plan/rhythm')).toEqual([
      { daysPerWeek: 3, preferredDays: ['mon', 'tue', 'fri'], minutesPerSession: 15 },
    ]);
  });

  it('checks the minutes before sending, keeps every value and focuses the field', async () => {
    const fetch = stubFetch({ 'PUT /api/plan/rhythm': { body: { ok: true } } });
    const user = userEvent.setup();
    const form = renderForm();
    await user.selectOptions(form.days(), '4');
    await user.click(form.day('Sunday'));
    await user.clear(form.minutes());
    await user.type(form.minutes(), '90');
    await user.click(form.save());

    const error = await screen.findByText('Choose a session length from 5 to 60 minutes, in whole minutes.');
    expect(form.minutes()).toHaveAttribute('aria-invalid', 'true');
    expect(form.minutes()).toHaveAttribute('aria-describedby', expect.stringContaining(error.id));
    await waitFor(() => expect(form.minutes()).toHaveFocus());
    expect(screen.getByText(RHYTHM_CHECK)).toBeInTheDocument();
    // Everything chosen is still there.
    expect(form.minutes()).toHaveValue(90);
    expect(form.days()).toHaveValue('4');
    expect(form.day('Sunday')).toBeChecked();
    expect(form.day('Tuesday')).toBeChecked();
    expect(sentBodies(fetch, 'PUT', '/api/plan/rhythm')).toEqual([]);

    // Typing clears the error.
    await user.type(form.minutes(), '{Backspace}');
    expect(screen.queryByText('Choose a session length from 5 to 60 minutes, in whole minutes.')).not.toBeInTheDocument();
  });

  it('shows the server field errors under their fields and keeps the values', async () => {
    stubFetch({
      'PUT /api/plan/rhythm': fieldErrors({
        daysPerWeek: 'Choose at least one day a week.',
        'preferredDays.0': 'Invalid option: expected one of "mon"|"tue"',
      }),
    });
    const user = userEvent.setup();
    const form = renderForm();
    await user.click(form.day('Wednesday'));
    await user.clear(form.minutes());
    await user.type(form.minutes(), '20');
    await user.click(form.save());

    expect(await screen.findByText('Choose at least one day a week.')).toBeInTheDocument();
    expect(screen.getByText('Choose days from Monday to Sunday.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Days that usually suit you' })).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(form.days()).toHaveFocus());
    expect(form.minutes()).toHaveValue(20);
    expect(form.day('Wednesday')).toBeChecked();
    expect(form.day('Friday')).toBeChecked();
  });

  it('says so calmly when the save fails without field errors, keeping the values', async () => {
    stubFetch({ 'PUT /api/plan/rhythm': { status: 500, body: { title: 'Internal Server Error', status: 500 } } });
    const user = userEvent.setup();
    const form = renderForm();
    await user.click(form.day('Saturday'));
    await user.click(form.save());
    expect(await screen.findByText(RHYTHM_NOT_SAVED)).toBeInTheDocument();
    expect(form.day('Saturday')).toBeChecked();
  });

  it('reads more chosen days than sessions as a choice, not a mistake', async () => {
    const user = userEvent.setup();
    const form = renderForm();
    await user.click(form.day('Monday'));
    expect(screen.getByText('You picked 3 days for 2 sessions: any 2 of them will do.')).toBeInTheDocument();
  });
});
