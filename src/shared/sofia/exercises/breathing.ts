import type { BreathPattern } from '#shared/wellness/breathing';
import { BREATHING_SUGGESTIONS, breathRoundSeconds } from '#shared/wellness/breathing';
import { isStopRequest, stoppedTurn } from './stop';
import type { BreathCue, BreathingState, BreathPhaseCue, ExerciseMachine, ExerciseTurn } from './types';

/**
 * The two paced breaths: 4-7-8 (4 cycles of in 4, hold 7, out 8) and box breathing (4 rounds of
 * 4-4-4-4). Each step paces one cycle: the prompt carries the phase timings for the Reset Room's
 * pacer, and any reply ("done", "ok", "next") moves on to the next cycle.
 */
interface BreathingDesign {
  exercise: BreathingState['exercise'];
  pattern: BreathPattern;
  rounds: number;
  intro: string;
  /** What Sofia says with each cycle, by 1-based cycle number. */
  cycle: (round: number, rounds: number) => string;
  closing: string;
}

const LABELS = { inhale: 'Breathe in', hold: 'Hold', exhale: 'Breathe out', rest: 'Rest' } as const;

export function breathCue(pattern: BreathPattern, round: number, rounds: number): BreathCue {
  const phases: BreathPhaseCue[] = (['inhale', 'hold', 'exhale', 'rest'] as const)
    .map((kind) => ({ kind, label: LABELS[kind], seconds: pattern[kind] }))
    .filter((phase) => phase.seconds > 0);
  return { pattern, phases, round, rounds, secondsPerRound: breathRoundSeconds(pattern) };
}

/** The same timings as the Reset Room's guides (spec 9). */
function patternOf(id: BreathingState['exercise']): BreathPattern {
  const suggestion = BREATHING_SUGGESTIONS.find((s) => s.id === id);
  if (suggestion?.kind !== 'breath') throw new Error(`No breath pattern for ${id}`);
  return suggestion.pattern;
}

const NEXT_REPLIES = ['Done', 'Stop'] as const;

function breathingMachine(design: BreathingDesign): ExerciseMachine<BreathingState> {
  const cyclePrompt = (round: number) => ({
    text: design.cycle(round, design.rounds),
    breath: breathCue(design.pattern, round, design.rounds),
    replies: NEXT_REPLIES,
  });
  return {
    start: () => ({
      prompts: [{ text: design.intro }, cyclePrompt(1)],
      state: { exercise: design.exercise, round: 0 },
      finished: false,
    }),
    step(state, memberText): ExerciseTurn<BreathingState> {
      if (isStopRequest(memberText)) return stoppedTurn(state);
      const round = state.round + 1;
      const next = { exercise: design.exercise, round };
      if (round >= design.rounds) return { prompts: [{ text: design.closing }], state: next, finished: true, outcome: 'completed' };
      return { prompts: [cyclePrompt(round + 1)], state: next, finished: false };
    },
  };
}

export const fourSevenEight = breathingMachine({
  exercise: '4-7-8-breath',
  pattern: patternOf('4-7-8-breath'),
  rounds: 4,
  intro:
    'Let us do 4 cycles of 4-7-8 breathing together. Breathe in through your nose for 4, hold for 7, and breathe out slowly through your mouth for 8. If holding feels too long, shorten it; the slow out-breath matters most. Say "stop" whenever you like.',
  cycle: (round, rounds) =>
    round === 1
      ? `Cycle 1 of ${rounds}: in for 4, hold for 7, out for 8. Tell me when you are done.`
      : round === rounds
        ? `Last cycle, ${round} of ${rounds}: in for 4, hold for 7, and a long, slow out for 8.`
        : `Cycle ${round} of ${rounds}: in for 4, hold for 7, out for 8.`,
  closing:
    'That is all 4 cycles. Well done for taking that time. Notice how your body feels now, without needing it to be different. How are you feeling?',
});

export const boxBreathing = breathingMachine({
  exercise: 'box-breathing',
  pattern: patternOf('box-breathing'),
  rounds: 4,
  intro:
    'Let us do 4 rounds of box breathing: in for 4, hold for 4, out for 4, and rest for 4, like the four sides of a box. Breathe gently; nothing has to be forced. Say "stop" whenever you like.',
  cycle: (round, rounds) =>
    round === 1
      ? `Round 1 of ${rounds}: in for 4, hold for 4, out for 4, rest for 4. Tell me when you are done.`
      : round === rounds
        ? `Last round, ${round} of ${rounds}: in 4, hold 4, out 4, rest 4.`
        : `Round ${round} of ${rounds}: in 4, hold 4, out 4, rest 4.`,
  closing: 'That is all 4 rounds of the box. Thank you for staying with it. How does your breathing feel now?',
});
