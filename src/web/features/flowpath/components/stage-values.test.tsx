import { flowpathAt } from '#web/testing/flowpath-state';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FlowpathContent } from '#shared/flowpath/content';
import { StageValues } from './stage-values';

const values = ['Autonomy', 'Balance', 'Calm', 'Care', 'Craft', 'Curiosity', 'Fairness'].map((label) => ({
  id: label.toLowerCase(),
  label,
  description: `About ${label.toLowerCase()}.`,
}));
const content = {
  values: { section: 'values', title: 'Values', intro: 'Sort them.', basedOn: 'Maslach and Leiter.', values },
} as unknown as FlowpathContent;
const state = flowpathAt('values', { values: { piles: {}, top: [], rewarded: [] } }, '2026-11-27');

describe('the values card sort', () => {
  it('sorts every card, chooses and orders the top five, all by keyboard, saving each step', async () => {
    const save = vi.fn().mockResolvedValue({});
    render(<StageValues content={content} state={state} save={save} saving={false} unsaved={new Map()} />);
    const user = userEvent.setup();
    expect(screen.getByText('Card 1 of 7')).toBeInTheDocument();

    // Tab to the first pile and keep pressing Enter: focus stays on it, one card a press.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Very important to me' })).toHaveFocus();
    for (let i = 0; i < 6; i += 1) await user.keyboard('{Enter}');
    expect(screen.getByText('Card 7 of 7')).toBeInTheDocument();
    await user.tab();
    await user.keyboard(' ');
    expect(screen.queryByText(/Card \d of 7/)).not.toBeInTheDocument();
    expect(save).toHaveBeenLastCalledWith({
      method: 'PUT',
      path: 'values',
      body: {
        piles: { ...Object.fromEntries(values.slice(0, 6).map((v) => [v.id, 'very'])), fairness: 'somewhat' },
        top: [],
        rewarded: [],
      },
    });

    for (const name of ['Care', 'Autonomy', 'Balance', 'Calm', 'Craft']) {
      screen.getByRole('button', { name, pressed: false }).focus();
      await user.keyboard('{Enter}');
    }
    expect(screen.getByRole('button', { name: 'Curiosity', pressed: false })).toBeDisabled();
    screen.getByRole('button', { name: 'Move Autonomy up' }).focus();
    await user.keyboard('{Enter}');
    expect(save).toHaveBeenLastCalledWith(
      expect.objectContaining({ body: expect.objectContaining({ top: ['autonomy', 'care', 'balance', 'calm', 'craft'] }) }),
    );
    expect(screen.getByRole('heading', { name: 'What your work rewards' })).toBeInTheDocument();
  });

  it('puts a value back in the deck', async () => {
    const save = vi.fn().mockResolvedValue({});
    render(
      <StageValues
        content={content}
        state={{ ...state, values: { piles: { autonomy: 'less' }, top: [], rewarded: [] } }}
        save={save}
        saving={false}
        unsaved={new Map()}
      />,
    );
    expect(screen.getByText('Card 2 of 7')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Put Autonomy back in the deck' }));
    expect(screen.getByText('Card 1 of 7')).toBeInTheDocument();
    expect(screen.getByText('Autonomy', { selector: '#values-card' })).toBeInTheDocument();
  });
});
