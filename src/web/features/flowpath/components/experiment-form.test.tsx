import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ExperimentInput } from '#shared/contracts/flowpath';
import { EXPERIMENT_KINDS, type ExperimentKind } from '#shared/flowpath/content';
import { CRISIS_COPY } from '#shared/safety/crisis';
import { ExperimentForm } from './experiment-form';

const initial: ExperimentInput = {
  libraryId: null,
  kind: EXPERIMENT_KINDS[0],
  title: '',
  plan: '',
  startOn: '2026-11-27',
  checkBackOn: '2026-12-11',
};
const kindTitles = Object.fromEntries(EXPERIMENT_KINDS.map((k) => [k, `Kind ${k}`])) as Record<ExperimentKind, string>;

function renderForm(onSave: (input: ExperimentInput) => Promise<unknown>) {
  render(
    <ExperimentForm initial={initial} kindTitles={kindTitles} onSave={onSave} onCancel={() => {}} unsaved={new Map()} draftKey="new" />,
  );
  return userEvent.setup();
}

describe('the experiment form', () => {
  it('saves what was written in each field, dates included', async () => {
    const onSave = vi.fn().mockResolvedValue({});
    const user = renderForm(onSave);
    await user.type(screen.getByRole('textbox', { name: 'Experiment' }), 'A walk at lunch');
    await user.type(screen.getByRole('textbox', { name: 'What you’ll try' }), 'Twenty minutes outside, phone left behind.');
    const start = screen.getByLabelText('Start date');
    await user.clear(start);
    await user.type(start, '2026-12-01');
    const checkBack = screen.getByLabelText('Check-back date');
    await user.clear(checkBack);
    await user.type(checkBack, '2026-12-15');
    await user.click(screen.getByRole('button', { name: 'Save experiment' }));
    expect(onSave).toHaveBeenCalledWith({
      ...initial,
      title: 'A walk at lunch',
      plan: 'Twenty minutes outside, phone left behind.',
      startOn: '2026-12-01',
      checkBackOn: '2026-12-15',
    });
  });

  it('shows a refused field’s message under that field, keeping what was typed', async () => {
    const onSave = vi.fn().mockRejectedValue({ fieldErrors: [{ field: 'checkBackOn', message: 'Please pick a day after the start.' }] });
    const user = renderForm(onSave);
    await user.type(screen.getByRole('textbox', { name: 'Experiment' }), 'A walk at lunch');
    await user.click(screen.getByRole('button', { name: 'Save experiment' }));
    expect(await screen.findByText('Please pick a day after the start.')).toBeInTheDocument();
    expect(screen.getByLabelText('Check-back date')).toHaveAccessibleDescription(/Please pick a day after the start\./);
    expect(screen.getByRole('textbox', { name: 'Experiment' })).toHaveValue('A walk at lunch');
  });

  it('shows every refused field at once and takes focus to the first', async () => {
    const onSave = vi.fn().mockRejectedValue({
      fieldErrors: [
        { field: 'checkBackOn', message: 'Please choose a check-back date after the start date.' },
        { field: 'title', message: 'Please add a title.' },
      ],
    });
    const user = renderForm(onSave);
    await user.click(screen.getByRole('button', { name: 'Save experiment' }));
    expect(await screen.findByText('Please add a title.')).toBeInTheDocument();
    expect(screen.getByText('Please choose a check-back date after the start date.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Experiment' })).toHaveFocus();
  });

  it('shows the crisis card as crisis words are typed in what you will try (review 6)', async () => {
    const user = renderForm(vi.fn().mockResolvedValue({}));
    await user.type(screen.getByRole('textbox', { name: 'What you’ll try' }), 'Nothing helps. I want to kill myself.');
    expect(await screen.findByRole('region', { name: CRISIS_COPY.heading })).toBeInTheDocument();
  });
});
