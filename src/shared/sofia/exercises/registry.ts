import { boxBreathing, fourSevenEight } from './breathing';
import { grounding } from './grounding';
import { thoughtReframe } from './reframe';
import type { ExerciseId, ExerciseMachine, ExerciseState, ExerciseTurn } from './types';

/**
 * Every exercise Sofia can guide in a conversation: what it is, what it is for and how long it
 * takes. The admin docs page and Sofia's own "what can you do" answer are generated from this
 * list, and `startExercise` / `stepExercise` run any of them by id.
 */
export interface ExerciseInfo {
  id: ExerciseId;
  name: string;
  kind: 'breathing' | 'grounding' | 'reflection';
  /** What it is for, in one plain sentence. */
  purpose: string;
  /** How it goes, in one sentence. */
  shape: string;
  /** How long it usually takes, roughly, in minutes and in words. */
  duration: { minutes: number; label: string };
  /** How many replies it asks of the member, start to end. */
  steps: number;
}

export const EXERCISES: readonly ExerciseInfo[] = [
  {
    id: '4-7-8-breath',
    name: '4-7-8 breathing',
    kind: 'breathing',
    purpose: 'Slowing down when stress or racing thoughts run high, or before sleep.',
    shape: '4 cycles of breathing in for 4, holding for 7 and breathing out for 8, paced on screen.',
    duration: { minutes: 2, label: 'about 2 minutes' },
    steps: 4,
  },
  {
    id: 'box-breathing',
    name: 'Box breathing',
    kind: 'breathing',
    purpose: 'Steadying yourself before or after something demanding, like a hard meeting.',
    shape: '4 rounds of in 4, hold 4, out 4, rest 4, paced on screen.',
    duration: { minutes: 2, label: 'about 2 minutes' },
    steps: 4,
  },
  {
    id: '5-4-3-grounding',
    name: '5-4-3 grounding',
    kind: 'grounding',
    purpose: 'Coming back to the room when anxiety, panic or overwhelm pull you away from it.',
    shape: 'Name 5 things you can see, 4 you can touch or feel and 3 you can hear, at your own pace.',
    duration: { minutes: 3, label: 'about 3 minutes' },
    steps: 3,
  },
  {
    id: 'thought-reframe',
    name: 'Thought reframe',
    kind: 'reflection',
    purpose: 'Looking at a harsh or stuck thought from both sides and finding a fairer one.',
    shape:
      'The situation, the thought, how strongly you believe it, the evidence for and against, a balanced thought, and the belief again.',
    duration: { minutes: 8, label: 'about 5 to 10 minutes' },
    steps: 7,
  },
];

const MACHINES: { [K in ExerciseId]: ExerciseMachine<Extract<ExerciseState, { exercise: K }>> } = {
  '4-7-8-breath': fourSevenEight as ExerciseMachine<Extract<ExerciseState, { exercise: '4-7-8-breath' }>>,
  'box-breathing': boxBreathing as ExerciseMachine<Extract<ExerciseState, { exercise: 'box-breathing' }>>,
  '5-4-3-grounding': grounding,
  'thought-reframe': thoughtReframe,
};

export function exerciseInfo(id: ExerciseId): ExerciseInfo {
  return EXERCISES.find((exercise) => exercise.id === id)!;
}

export function startExercise(id: ExerciseId): ExerciseTurn {
  return MACHINES[id].start();
}

/** The next turn of a running exercise, whichever it is. */
export function stepExercise(state: ExerciseState, memberText: string): ExerciseTurn {
  const machine = MACHINES[state.exercise] as ExerciseMachine<ExerciseState>;
  return machine.step(state, memberText);
}
