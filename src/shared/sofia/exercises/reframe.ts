import { parseRating } from './rating';
import { plainText } from '#shared/sofia/plain-text';
import { isStopRequest, stoppedTurn } from './stop';
import { WAY_OUT, WAY_OUT_REPLIES, missedAgain } from './way-out';
import type { ExerciseMachine, ExerciseTurn, ReframeState, ReframeStep } from './types';

/**
 * A thought reframe, the classic thought record in seven steps: the situation, the thought, how
 * strongly it is believed (0–100), the evidence for it, the evidence against it, a more balanced
 * thought, and the belief in the first thought again (0–100). It ends with a short summary that
 * compares the two ratings, using only the member's own numbers. A rating that is not 0–100, or
 * an empty answer, is asked again gently and nothing already given is lost.
 */
/** Longer answers are cut to this many characters, so the stored state stays small. */
export const ANSWER_MAX = 2000;

const RATING_REPLIES = ['0', '25', '50', '75', '100'] as const;

const ASK: Record<ReframeStep, string> = {
  situation: 'What happened? Just the facts of the situation, in a sentence or two.',
  thought: 'What went through your mind about it? Write the thought the way it sounded in your head.',
  belief: 'How strongly do you believe that thought right now, from 0 (not at all) to 100 (completely)?',
  evidenceFor: 'What makes the thought feel true? Write down the evidence for it.',
  evidenceAgainst: 'Now what does not fit the thought? Anything that points the other way, however small.',
  balanced: 'Looking at both sides, what is a more balanced way to put it? Something you could believe, not just a cheerful line.',
  rerate: 'Reading the first thought again, how strongly do you believe it now, from 0 to 100?',
};

const REASK: Record<ReframeStep, string> = {
  situation: 'Take your time. A few words about what happened is enough.',
  thought: 'Take your time. Even a few words of the thought is enough.',
  belief: 'Could you give me a number from 0 to 100? 0 is not at all, 100 is completely. A rough guess is fine.',
  evidenceFor: 'Take your time. What makes the thought feel true, even a little?',
  evidenceAgainst: 'Take your time. Is there anything, however small, that does not fit the thought?',
  balanced: 'Take your time. A rough first try at a fairer way to say it is fine.',
  rerate: 'Could you give me a number from 0 to 100 for how much you believe the first thought now? A rough guess is fine.',
};

const prompt = (step: ReframeStep) => ({ text: ASK[step], ...(step === 'belief' || step === 'rerate' ? { replies: RATING_REPLIES } : {}) });

/**
 * What the member can write without saying anything ("ok", "idk", ".") is not an answer, and
 * neither is a bare yes or no: no step asks a yes-or-no question, so "yes" is not the thought.
 */
const EMPTY =
  /^(|ok|okay|k|hm+|um+|uh+|idk|i dont know|dont know|not sure|nothing|no idea|pass|skip|next|yes|yeah|yep|yup|yes please|no|nope|nah|no thanks|sure|fine|alright|all right|maybe|right|true|ok sure|okay sure|got it|go on|ready)$/;

export function reframeSummary(before: number | undefined, after: number): string {
  const change =
    before === undefined
      ? `You believe the first thought at ${after} out of 100 now.`
      : after < before
        ? `Your belief in the first thought went from ${before} to ${after}: ${before - after} points lower.`
        : after > before
          ? `Your belief in the first thought went from ${before} to ${after}. Sometimes a thought holds on, and that is fine: you looked at it closely, which is the practice.`
          : `Your belief in the first thought stayed at ${before}. That happens; looking at it closely is the practice, and it often shifts later.`;
  return `${change} You can come back to your balanced thought whenever the old one shows up. How does that feel?`;
}

export const thoughtReframe: ExerciseMachine<ReframeState> = {
  start: () => ({
    prompts: [
      { text: 'Let us look at one thought together, step by step. There are no wrong answers, and you can say "stop" at any point.' },
      prompt('situation'),
    ],
    state: { exercise: 'thought-reframe', step: 'situation', answers: {} },
    finished: false,
  }),
  step(state, memberText): ExerciseTurn<ReframeState> {
    if (isStopRequest(memberText)) return stoppedTurn(state);
    const { step } = state;
    const rating = step === 'belief' || step === 'rerate';
    const value = rating ? parseRating(memberText) : memberText.trim().slice(0, ANSWER_MAX);
    if (value === null || (typeof value === 'string' && EMPTY.test(plainText(value)))) {
      const { missed, wayOut } = missedAgain(state.missed);
      const replies = [...(rating ? RATING_REPLIES : []), ...(wayOut ? WAY_OUT_REPLIES : [])];
      return {
        prompts: [{ text: wayOut ? `${REASK[step]} ${WAY_OUT}` : REASK[step], ...(replies.length ? { replies } : {}) }],
        state: { ...state, missed },
        finished: false,
      };
    }
    const answers = { ...state.answers, [step]: value };
    if (step === 'rerate') {
      const summary = reframeSummary(answers.belief, value as number);
      return { prompts: [{ text: summary }], state: { exercise: 'thought-reframe', step, answers }, finished: true, outcome: 'completed' };
    }
    const next = NEXT[step];
    return { prompts: [prompt(next)], state: { exercise: 'thought-reframe', step: next, answers }, finished: false };
  },
};

const NEXT: Record<Exclude<ReframeStep, 'rerate'>, ReframeStep> = {
  situation: 'thought',
  thought: 'belief',
  belief: 'evidenceFor',
  evidenceFor: 'evidenceAgainst',
  evidenceAgainst: 'balanced',
  balanced: 'rerate',
};
