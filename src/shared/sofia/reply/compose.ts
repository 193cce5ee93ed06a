import { chooseOffer } from './offers';
import { echoOf } from './echo';
import { factLine } from './fact-lines';
import { type ReplyInput, type SofiaReply, asReplyIntent } from './types';
import { ECHO_FRAMES, OFFER_QUESTIONS, OFFER_STATEMENTS, OPEN_QUESTIONS, REFLECTIONS } from './wording';

/** A deterministic choice: the turn walks through the list, each slot starting at its own place. */
const picker =
  (turn: number, salt: number) =>
  <T>(list: readonly T[]): T =>
    list[(((Math.trunc(turn) + salt) % list.length) + list.length) % list.length]!;

const fill = (frame: string, key: string, value: string) => frame.replace(`{${key}}`, value);

/**
 * The built-in guide's reply, in the motivational-interviewing shape: reflect what the member
 * said, quote one fact from their own data that fits (or ask an open question when none does),
 * and make one small offer into the product. Pure: the same input always gives the same reply.
 */
export function composeReply(input: ReplyInput): SofiaReply {
  const intent = asReplyIntent(input.intent);
  const slot = (salt: number) => picker(input.turn, salt);

  const echo = intent === 'greeting' || intent === 'help' ? null : echoOf(input.text);
  const reflection = echo ? fill(slot(1)(ECHO_FRAMES), 'x', echo) : slot(2)(REFLECTIONS[intent]);
  const fact = factLine(intent, input.facts, Math.trunc(input.turn));
  const offer = chooseOffer(intent, input.facts, slot(3));
  const middle = fact ? fact.sentence : slot(4)(OPEN_QUESTIONS[intent]);
  const close = fill(slot(5)(fact ? OFFER_QUESTIONS[offer.kind] : OFFER_STATEMENTS[offer.kind]), 'name', offer.name);

  return {
    text: [reflection, middle, close].join(' '),
    offers: [{ label: offer.label, kind: offer.kind, target: offer.target }],
    citedFacts: fact?.cited ?? [],
  };
}
