import type { BreathPattern } from '#shared/wellness/breathing';

/**
 * The shapes every Sofia exercise shares. An exercise is a resumable state machine: `start()`
 * gives the first prompts and a state, `step(state, text)` the next prompts and a new state. The
 * state is plain JSON (numbers, strings, arrays), stored with the conversation and read back with
 * `parseExerciseState` (state-schema.ts), so a conversation can resume an exercise at any step.
 */

export const EXERCISE_IDS = ['4-7-8-breath', 'box-breathing', '5-4-3-grounding', 'thought-reframe'] as const;
export type ExerciseId = (typeof EXERCISE_IDS)[number];

/** One timed phase of a paced breath, as the Reset Room's pacer shows it. */
export interface BreathPhaseCue {
  kind: 'inhale' | 'hold' | 'exhale' | 'rest';
  label: string;
  seconds: number;
}

/** What a visual (or spoken) pacer needs to follow one step of a breathing exercise. */
export interface BreathCue {
  pattern: BreathPattern;
  /** The phases of one cycle, in order, phases of 0 seconds left out. */
  phases: readonly BreathPhaseCue[];
  /** 1-based cycle this step paces, of `rounds`. */
  round: number;
  rounds: number;
  /** Seconds in one cycle. */
  secondsPerRound: number;
}

/** One thing Sofia says; `breath` when a pacer should run with it, `replies` as quick replies. */
export interface ExercisePrompt {
  text: string;
  breath?: BreathCue;
  replies?: readonly string[];
}

export interface BreathingState {
  exercise: '4-7-8-breath' | 'box-breathing';
  /** Cycles finished so far. */
  round: number;
}

export type GroundingSense = 'see' | 'touch' | 'hear';

export interface GroundingState {
  exercise: '5-4-3-grounding';
  /** Index into the senses (0 see, 1 touch, 2 hear). */
  sense: number;
  /** Things named so far for the current sense. */
  named: number;
  /** Unusable answers in a row (way-out.ts); absent once an answer moves it on. */
  missed?: number;
}

export const REFRAME_STEPS = ['situation', 'thought', 'belief', 'evidenceFor', 'evidenceAgainst', 'balanced', 'rerate'] as const;
export type ReframeStep = (typeof REFRAME_STEPS)[number];

export interface ReframeState {
  exercise: 'thought-reframe';
  /** The step whose answer Sofia is waiting for. */
  step: ReframeStep;
  answers: {
    situation?: string;
    thought?: string;
    belief?: number;
    evidenceFor?: string;
    evidenceAgainst?: string;
    balanced?: string;
    rerate?: number;
  };
  /** Unusable answers in a row at this step (way-out.ts); absent once an answer moves it on. */
  missed?: number;
}

export type ExerciseState = BreathingState | GroundingState | ReframeState;

/** What a step gives back: what Sofia says next, the new state, and whether the exercise ended. */
export interface ExerciseTurn<S extends ExerciseState = ExerciseState> {
  prompts: readonly ExercisePrompt[];
  state: S;
  finished: boolean;
  /** How it ended, once finished: done to the end, or stopped by the member. */
  outcome?: 'completed' | 'stopped';
}

export interface ExerciseMachine<S extends ExerciseState> {
  start(): ExerciseTurn<S>;
  step(state: S, memberText: string): ExerciseTurn<S>;
}
