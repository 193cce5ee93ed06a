import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SofiaExerciseData } from '#shared/contracts/sofia';
import { ExercisePart } from './exercise-part';
import { UpgradePart } from './simple-parts';

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
            <ExercisePart data={reframeStep(step)} />
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
