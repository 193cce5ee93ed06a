import { plainText } from '#shared/sofia/plain-text';
import { isStopRequest, stoppedTurn } from './stop';
import { WAY_OUT, WAY_OUT_REPLIES, missedAgain } from './way-out';
import type { ExerciseMachine, ExerciseTurn, GroundingSense, GroundingState } from './types';

/**
 * 5-4-3 grounding, as in the Reset Room: 5 things you can see, 4 you can touch or feel, 3 you
 * can hear. Sofia counts the things the member names, several in one message or one at a time
 * ("a lamp, my mug and the window" is 3), asks for the rest, and moves to the next sense when a
 * sense has its count. A reply that names nothing ("ok", "idk") is asked again, gently.
 */
export const GROUNDING_SENSES: readonly { sense: GroundingSense; count: number; ask: string; noun: string }[] = [
  { sense: 'see', count: 5, ask: 'Look around you and name 5 things you can see.', noun: 'you can see' },
  {
    sense: 'touch',
    count: 4,
    ask: 'Now 4 things you can touch or feel: your feet on the floor, the chair, your sleeves.',
    noun: 'you can touch or feel',
  },
  { sense: 'hear', count: 3, ask: 'Last, listen for 3 things you can hear, near or far.', noun: 'you can hear' },
];

const NOTHING =
  /^(ok|okay|k|yes|yeah|yep|no|nope|hm+|um+|uh+|idk|i dont know|dont know|not sure|nothing|none|ready|go|next|done|sure|fine|what|huh|\d+)$/;
/** Words that name nothing on their own ("and", "I can see"). */
const FILLER = /^((and|also|then|plus|i|can|could|see|hear|feel|touch|there|is|are|theres|some|my|the|a|an)\s*)+$/;

/** The things named in one message: split on commas, "and", new lines, bullets and numbers. */
export function namedThings(text: string): string[] {
  return text
    .split(/[,;\n/&+•·|]|\s+and\s+|\s+then\s+|\s+also\s+|\b\d+[.)]\s*|\.\s+|\.$/i)
    .map((part) => plainText(part))
    .filter((part) => part.length > 0 && !NOTHING.test(part) && !FILLER.test(part));
}

const plural = (n: number) => (n === 1 ? 'thing' : 'things');

function askFor(sense: number, named: number): string {
  const { count, noun } = GROUNDING_SENSES[sense]!;
  const left = count - named;
  return left === 1 ? `Good. One more thing ${noun}.` : `Good, that is ${named}. ${left} more ${plural(left)} ${noun}.`;
}

const CLOSING =
  'That is 5, 4 and 3: you did it. Take one slow breath and notice that you are here, in this room, right now. How are you feeling?';

export const grounding: ExerciseMachine<GroundingState> = {
  start: () => ({
    prompts: [
      {
        text: 'Let us try 5-4-3 grounding. It brings your attention back to where you are. You can name things one at a time or several at once. Say "stop" whenever you like.',
      },
      { text: GROUNDING_SENSES[0]!.ask },
    ],
    state: { exercise: '5-4-3-grounding', sense: 0, named: 0 },
    finished: false,
  }),
  step(state, memberText): ExerciseTurn<GroundingState> {
    if (isStopRequest(memberText)) return stoppedTurn(state);
    const found = namedThings(memberText).length;
    const { count, noun } = GROUNDING_SENSES[state.sense]!;
    if (found === 0) {
      const left = count - state.named;
      const { missed, wayOut } = missedAgain(state.missed);
      const ask = `No rush. Just name ${left === 1 ? 'one thing' : `${left} things`} ${noun}, whatever you notice first.`;
      return {
        prompts: [wayOut ? { text: `${ask} ${WAY_OUT}`, replies: WAY_OUT_REPLIES } : { text: ask }],
        state: { ...state, missed },
        finished: false,
      };
    }
    const named = Math.min(count, state.named + found);
    const moved = { exercise: state.exercise, sense: state.sense, named };
    if (named < count) return { prompts: [{ text: askFor(state.sense, named) }], state: moved, finished: false };
    const sense = state.sense + 1;
    if (sense >= GROUNDING_SENSES.length) {
      return { prompts: [{ text: CLOSING }], state: moved, finished: true, outcome: 'completed' };
    }
    return {
      prompts: [{ text: `That is ${count}. ${GROUNDING_SENSES[sense]!.ask}` }],
      state: { exercise: state.exercise, sense, named: 0 },
      finished: false,
    };
  },
};
