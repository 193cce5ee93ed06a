import { plainText } from '#shared/sofia/plain-text';
import type { ExerciseState, ExerciseTurn } from './types';

/**
 * "stop" ends an exercise at any step. Only a whole message that asks to stop counts, so an
 * answer that merely contains the word ("I want to stop procrastinating", "a stop sign") is read
 * as an answer. Curly apostrophes, case, punctuation and a polite word or two do not matter.
 * "done" is not a stop: it is how a member says a breathing cycle is over.
 */
const LEAD = String.raw`(?:(?:ok(?:ay)?|actually|sorry|hmm|um|no|nah|please|can we|could we|can i|could i|lets|let us|i want to|i wanna|i would like to|id like to|i need to|i think i want to|i think ill|ill|i will|i just want to|just)\s+)*`;
const VERB = String.raw`(?:stop|exit|quit|cancel|end|leave|enough|no more|thats enough|that is enough)`;
const TAIL = String.raw`(?:\s+(?:it|this|that|now|here|please|pls|plz|thanks|thank you|for now|for today|the exercise|this exercise|the breathing|the grounding|this one|now please|sofia))*`;
const STOP = new RegExp(`^${LEAD}${VERB}${TAIL}$`);

export function isStopRequest(text: string): boolean {
  const plain = plainText(text);
  return plain.length > 0 && STOP.test(plain);
}

export const STOP_CLOSING =
  'Of course, we can stop here. Thank you for giving it a go; even a little of it counts. I am here if you want to talk or try something else.';

/** The turn that ends an exercise because the member asked to stop; the state stays as it was. */
export function stoppedTurn<S extends ExerciseState>(state: S): ExerciseTurn<S> {
  return { prompts: [{ text: STOP_CLOSING }], state, finished: true, outcome: 'stopped' };
}
