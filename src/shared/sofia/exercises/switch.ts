import { plainText } from '#shared/sofia/plain-text';
import type { ExerciseId } from './types';

/**
 * A member in the middle of an exercise who clearly asks for something else: another exercise
 * ("Can we do 4-7-8 breathing?", "Try Box breathing", "grounding instead"), breathing of either
 * kind ("could we just do some breathing"), anything else ("something else", "can we just talk"),
 * or a topic ("can we talk about my sleep instead"). Like a stop request (stop.ts), only a whole
 * message that asks counts, so an answer that merely mentions an exercise ("I was doing box
 * breathing when my boss called") is still an answer. Plain breathing and "something else" need
 * the asking words: "breathing" alone can be what a member hears in grounding.
 */
export type SwitchTarget = ExerciseId | 'breathing' | 'other' | 'topic';

const LEAD = String.raw`(?:(?:ok(?:ay)?|actually|sorry|hmm|um|no|nah|please|sofia|hey|so|well|instead|maybe|or)\s+)*`;
const ASK = String.raw`(?:(?:can|could|shall|should|may) (?:we|i|you)(?: please)?|lets|let us|i want to|i wanna|i would like to|id like to|i would rather|id rather|i would prefer to|id prefer to|i need to|i think i need to|help me(?: to)?|how about|what about|i want|i need|i would like|id like|id prefer|id rather have)\s+`;
const VERB = String.raw`(?:(?:just|please)\s+)?(?:do|try|switch to|change to|go to|move to|move on to|start|have|practice|practise|use|go back to)\s+`;
const ARTICLE = String.raw`(?:(?:a|an|the|some|a bit of|a little|a quick|quick)\s+)?`;
const TAIL = String.raw`(?:\s+(?:instead|please|pls|now|with me|together|for a bit|for a while|then|sofia|thanks|thank you|rather|first|today|exercise|one))*`;

/** What each target is called, in plain text; `bare` names may stand alone, the rest need asking words. */
const TARGETS: readonly { target: Exclude<SwitchTarget, 'topic'>; name: string; bare: boolean }[] = [
  {
    target: '4-7-8-breath',
    name: String.raw`(?:4 7 8|478|four seven eight)(?: breathing| breath| breaths| breathing exercise)?`,
    bare: true,
  },
  { target: 'box-breathing', name: String.raw`(?:box|square) (?:breathing|breath|breaths|breathe)(?: exercise)?`, bare: true },
  {
    target: '5-4-3-grounding',
    name: String.raw`(?:(?:5 4 3(?: 2 1)?|54321|543)(?: grounding| thing| exercise)?|grounding(?: exercise)?|ground me|ground myself)`,
    bare: true,
  },
  { target: 'thought-reframe', name: String.raw`(?:thought )?(?:reframe|reframing)(?: a thought)?|thought record`, bare: true },
  { target: 'breathing', name: String.raw`(?:breathing|breathe|breath work|breathwork|breathing exercise)`, bare: false },
  {
    target: 'other',
    name: String.raw`(?:something else|something different|(?:a )?different (?:exercise|one|thing)|another (?:exercise|one))`,
    bare: true,
  },
  {
    target: 'other',
    name: String.raw`(?:(?:talk|chat)(?: about something else| about something different| instead)?|just (?:talk|chat))`,
    bare: false,
  },
];

const ASKING = `(?:${ASK}(?:${VERB})?|${VERB})`;
const PATTERNS = TARGETS.map(({ target, name, bare }) => ({
  target,
  pattern: new RegExp(`^${LEAD}${ASKING}${bare ? '?' : ''}${ARTICLE}(?:${name})${TAIL}$`),
}));

const TOPIC = new RegExp(`^${LEAD}${ASK}(?:just )?(?:talk|chat) about .+$`);

/** What the member asks to switch to, or null when the message is an answer like any other. */
export function switchRequest(text: string): SwitchTarget | null {
  const plain = plainText(text);
  if (!plain) return null;
  const found = PATTERNS.find(({ pattern }) => pattern.test(plain));
  if (found) return found.target;
  return TOPIC.test(plain) ? 'topic' : null;
}
