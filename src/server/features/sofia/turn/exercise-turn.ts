import { EXERCISES, exerciseInfo, startExercise, stepExercise } from '#shared/sofia/exercises/registry';
import { parseExerciseState } from '#shared/sofia/exercises/state-schema';
import { EXERCISE_IDS, type ExerciseId, type ExerciseState, type ExerciseTurn } from '#shared/sofia/exercises/types';
import { isStopRequest } from '#shared/sofia/exercises/stop';
import { type SwitchTarget, switchRequest } from '#shared/sofia/exercises/switch';
import { plainText } from '#shared/sofia/plain-text';
import { GROUNDING_REPLY } from './crisis-turn';
import { type SofiaPart, data, text } from './parts';

/** A running exercise's turn as parts: every prompt's words, then the card's step, then its quick replies. */
export function exerciseParts(turn: ExerciseTurn): SofiaPart[] {
  const last = turn.prompts[turn.prompts.length - 1]!;
  return [
    ...turn.prompts.map((p) => text(p.text)),
    data('exercise', {
      state: turn.state,
      prompt: { ...last, ...(last.replies ? { replies: [...last.replies] } : {}) },
      done: turn.finished,
      ...(turn.outcome ? { outcome: turn.outcome } : {}),
    }),
    ...(last.replies && !turn.finished ? [data('quick-replies', { replies: [...last.replies] })] : []),
  ];
}

export interface ExerciseStep {
  parts: SofiaPart[];
  /** The state to store: null once it ended. */
  exercise: ExerciseState | null;
  /** The member asked for something else (switch.ts): the exercise ended, and the pipeline answers the ask. */
  switchTo?: Exclude<SwitchTarget, 'other'>;
}

const toStep = (turn: ExerciseTurn): ExerciseStep => ({ parts: exerciseParts(turn), exercise: turn.finished ? null : turn.state });

export const beginExercise = (id: ExerciseId): ExerciseStep => toStep(startExercise(id));

/** The stored exercise moves on with what the member wrote; a state that no longer fits ends kindly. */
export function continueExercise(stored: unknown, memberText: string): ExerciseStep {
  const state = parseExerciseState(stored);
  if (!state) {
    return {
      parts: [text('I lost my place in that exercise, so let us leave it there. We can start it again whenever you like.')],
      exercise: null,
    };
  }
  const asked = isStopRequest(memberText) ? null : switchRequest(memberText);
  if (!asked || asked === state.exercise) return toStep(stepExercise(state, memberText));
  const leaving = text(`Of course, let us leave the ${exerciseInfo(state.exercise).name.replace(/^\S/, (c) => c.toLowerCase())} there.`);
  if (asked !== 'other') return { parts: [leaving], exercise: null, switchTo: asked };
  const others = EXERCISES.filter((e) => e.id !== state.exercise).map((e) => startLabel(e.id));
  return {
    parts: [
      leaving,
      text('What would you like instead? Tell me what is on your mind, or pick another exercise.'),
      data('quick-replies', { replies: others }),
    ],
    exercise: null,
  };
}

/** The quick reply that starts an exercise: "Try 4-7-8 breathing" (the reply offers' labels). */
export const startLabel = (id: ExerciseId) => `Try ${exerciseInfo(id).name}`;

const YES =
  /^(yes|yeah|yep|yup|ok|okay|sure|please|yes please|lets do it|lets do that|lets try|lets try it|go on|go ahead|sounds good|alright|all right|ok lets|why not|i will try|ill try)$/;

/** Whether the member takes up the exercise Sofia offered: a yes, or the offer's own label. */
export function acceptsOffer(memberText: string, offered: ExerciseId): boolean {
  const plain = plainText(memberText)
    .replace(/\b(sofia|thanks|thank you)\b/g, '')
    .trim();
  if (YES.test(plain)) return true;
  const labels = [startLabel(offered), ...(offered === '5-4-3-grounding' ? [GROUNDING_REPLY] : [])];
  return labels.some((label) => plainText(label) === plain);
}

/** An exercise id from the stored flow, if it is one. */
export const asExerciseId = (value: unknown): ExerciseId | null =>
  typeof value === 'string' && (EXERCISE_IDS as readonly string[]).includes(value) ? (value as ExerciseId) : null;

export const BREATHING_CHOICE: SofiaPart[] = [
  text('Happy to breathe with you. Would you like 4-7-8, with its long slow out-breath, or box breathing, four even sides of four?'),
  data('quick-replies', { replies: EXERCISES.filter((e) => e.kind === 'breathing').map((e) => startLabel(e.id)) }),
];
