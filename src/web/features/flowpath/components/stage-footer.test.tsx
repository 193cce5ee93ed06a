import { flowpathAt } from '#web/testing/flowpath-state';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FlowpathContent } from '#shared/flowpath/content';
import type { StageProps } from '../lib/stage-props';
import type { Unsaved } from '../lib/unsaved';
import { StageOptions } from './stage-options';

const option = (id: string, title: string) => ({ id, title, summary: `${title}.`, asks: [], risks: [], wouldHaveToBeTrue: [], areas: [] });
const content = {
  options: { intro: 'Five ways on.', options: [option('stay-and-craft', 'Stay and craft'), option('leave', 'Leave')] },
} as unknown as FlowpathContent;
const state = flowpathAt('options', { stand: { draining: [] }, options: { notes: {}, leaning: null } });

function renderOptions(save: StageProps['save'], unsaved: Unsaved = new Map()) {
  const view = render(<StageOptions content={content} state={state} save={save} saving={false} unsaved={unsaved} />);
  return { user: userEvent.setup(), view, unsaved };
}

describe('finishing a stage with words on screen not yet saved', () => {
  it('saves what is on screen first, then finishes the stage', async () => {
    const save = vi.fn().mockResolvedValue({});
    const { user } = renderOptions(save);
    await user.type(screen.getByRole('textbox', { name: 'Your notes on stay and craft' }), 'Ask to drop the Friday report');
    await user.click(screen.getByRole('button', { name: 'Finish this stage' }));
    expect(save.mock.calls.map(([change]) => change)).toEqual([
      { method: 'PUT', path: 'options', body: { notes: { 'stay-and-craft': 'Ask to drop the Friday report' }, leaning: null } },
      { method: 'POST', path: 'stages/options/complete' },
    ]);
  });

  it('finishes at once when nothing changed, and registers no unsaved work', async () => {
    const save = vi.fn().mockResolvedValue({});
    const { user, unsaved } = renderOptions(save);
    expect(unsaved.size).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Finish this stage' }));
    expect(save.mock.calls).toEqual([[{ method: 'POST', path: 'stages/options/complete' }]]);
  });

  it('keeps the words and does not finish when saving them is refused, saying so with focus on the message', async () => {
    const save = vi.fn().mockRejectedValue({ fieldErrors: [{ field: 'notes', message: 'Please keep this under 2,000 characters.' }] });
    const { user } = renderOptions(save);
    const note = screen.getByRole('textbox', { name: 'Your notes on stay and craft' });
    await user.type(note, 'A note');
    await user.click(screen.getByRole('button', { name: 'Finish this stage' }));
    expect(save).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Please keep this under 2,000 characters.')).toBeInTheDocument();
    expect((await screen.findByText(/We kept what you wrote/)).closest('[role="alert"]')).toHaveFocus();
    expect(note).toHaveValue('A note');
  });

  it('moves focus to a refused finish’s reason, and clears it once the member saves', async () => {
    const save = vi.fn().mockRejectedValueOnce(new Error('Please add at least one note first.')).mockResolvedValue({});
    const { user, view } = renderOptions(save);
    await user.click(screen.getByRole('button', { name: 'Finish this stage' }));
    expect((await screen.findByText('Please add at least one note first.')).closest('[role="alert"]')).toHaveFocus();
    // A successful save answers with the whole path, a new state.
    view.rerender(<StageOptions content={content} state={{ ...state }} save={save} saving={false} unsaved={new Map()} />);
    expect(screen.queryByText('Please add at least one note first.')).not.toBeInTheDocument();
  });
});
