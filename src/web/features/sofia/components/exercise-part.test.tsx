import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SofiaExerciseData } from '#shared/contracts/sofia';
import type { SofiaMessage } from '../lib/sofia-transport';
import { ExercisePart } from './exercise-part';
import { UpgradePart } from './simple-parts';
import { SofiaMessageView } from './sofia-message';

const reframeStep = (step: 'situation' | 'thought' | 'belief'): SofiaExerciseData => ({
  state: { exercise: 'thought-reframe', step, answers: {} },
  prompt: { text: 'What happened?' },
  done: false,
});

// Review 5, finding 6: a long chat listed one region per step, all of one name (axe landmark-unique).
describe('cards that repeat in a conversation', () => {
  it('makes each exercise step a named group, not a landmark', () => {
    render(
      <ol>
        {(['situation', 'thought', 'belief'] as const).map((step) => (
          <li key={step}>
            <ExercisePart data={reframeStep(step)} live />
          </li>
        ))}
      </ol>,
    );
    expect(screen.queryAllByRole('region')).toEqual([]);
    expect(screen.getAllByRole('group', { name: 'Thought reframe' })).toHaveLength(3);
  });

  it('makes the way to Premium, on every reply to a free member, a named group too', () => {
    render(
      <MemoryRouter>
        <UpgradePart href="/memberships" text="Conversations with me come with Premium." />
        <UpgradePart href="/memberships" text="Conversations with me come with Premium." />
      </MemoryRouter>,
    );
    expect(screen.queryAllByRole('region')).toEqual([]);
    expect(screen.getAllByRole('group', { name: 'Sofia with Premium' })).toHaveLength(2);
  });
});

const PATTERN = { inhale: 4, hold: 7, exhale: 8, rest: 0 };
const cycleTurn = (id: string, round: number): SofiaMessage => ({
  id,
  role: 'assistant',
  parts: [
    { type: 'text', text: `Cycle ${round} of 4: in for 4, hold for 7, out for 8.` },
    {
      type: 'data-exercise',
      data: {
        state: { exercise: '4-7-8-breath', round: round - 1 },
        prompt: {
          text: `Cycle ${round} of 4.`,
          breath: { pattern: PATTERN, phases: [], round, rounds: 4, secondsPerRound: 19 },
          replies: ['Done', 'Stop'],
        },
        done: false,
      },
    },
    { type: 'data-quick-replies', data: { replies: ['Done', 'Stop'] } },
  ],
});

// Review 6, finding 9: the card's "Stop" only reset its timer, beside the quick reply "Stop" that
// ends the exercise; it said nothing, and an answered cycle's card kept a live Start.
describe('a breathing step in the chat', () => {
  it('names the pacer’s second button Reset, apart from the Stop reply, and says what it did', () => {
    render(
      <ol>
        <SofiaMessageView message={cycleTurn('a1', 1)} onReply={() => {}} />
      </ol>,
    );
    const card = screen.getByRole('group', { name: '4-7-8 breathing' });
    fireEvent.click(within(card).getByRole('button', { name: 'Start, 4-7-8 breathing, cycle 1' }));
    expect(within(card).queryByRole('button', { name: /^Stop/ })).not.toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Reset, 4-7-8 breathing, cycle 1' }));
    expect(card.querySelector('[aria-live="polite"]')).toHaveTextContent('Timer reset to the start. Press Start when you are ready.');
    expect(within(card).getByRole('button', { name: 'Start, 4-7-8 breathing, cycle 1' })).toHaveFocus();
    // The way out of the exercise is the quick reply, and only it is called Stop.
    expect(screen.getAllByRole('button', { name: /Stop/ }).map((button) => button.textContent)).toEqual(['Stop']);
  });

  it('leaves nothing to start on a step already answered', () => {
    render(
      <ol>
        <SofiaMessageView message={cycleTurn('a1', 1)} />
        <SofiaMessageView message={cycleTurn('a2', 2)} onReply={() => {}} />
      </ol>,
    );
    const [answered, current] = screen.getAllByRole('group', { name: '4-7-8 breathing' });
    expect(answered).toHaveTextContent('cycle 1 of 4');
    expect(within(answered!).queryAllByRole('button')).toEqual([]);
    expect(within(current!).getByRole('button', { name: 'Start, 4-7-8 breathing, cycle 2' })).toBeInTheDocument();
  });
});
