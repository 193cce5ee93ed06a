import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SofiaExerciseData } from '#shared/contracts/sofia';
import { ExercisePart } from './exercise-part';

const reframeStep = (step: 'situation' | 'thought' | 'belief'): SofiaExerciseData => ({
  state: { exercise: 'thought-reframe', step, answers: {} },
  prompt: { text: 'What happened?' },
  done: false,
});

describe('an exercise step in the chat', () => {
  it('is a named group, not a landmark, so a long exercise adds no regions of the same name', () => {
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
});
