import { CRISIS_QUESTION } from '#shared/safety/crisis';
import { plainText } from '#shared/sofia/plain-text';

/**
 * Tier 2 in a Sofia conversation (issue 20, SCIENCE.md): passive or ambiguous writing gets the
 * direct question, "Are you having thoughts of ending your life?", with the resources already
 * shown and three answers. Asking directly does not raise risk (Dazzi et al. 2014).
 *
 * - Yes: the tier-1 flow (the lines, grounding in the chat, the safety plan).
 * - Not sure: treated as yes for the resources, in a gentler voice.
 * - No: the chat goes on; the banner and its lines stay for the session.
 *
 * Anything else typed in answer (not one of the three) is read as "not sure": favour recall.
 * The answer is never stored as words; the pipeline counts the flow, as with every crisis card.
 */
export const FOLLOW_UP_ANSWERS = [
  { id: 'yes', label: 'Yes' },
  { id: 'no', label: 'No' },
  { id: 'not-sure', label: 'Not sure' },
] as const;
export type FollowUpAnswer = (typeof FOLLOW_UP_ANSWERS)[number]['id'];

export interface FollowUpQuestion {
  question: string;
  /** Quick replies, in this order. */
  answers: typeof FOLLOW_UP_ANSWERS;
  /** The resources are shown with the question, before any answer. */
  showResources: true;
}

export const TIER_2_FOLLOW_UP: FollowUpQuestion = {
  question: CRISIS_QUESTION,
  answers: FOLLOW_UP_ANSWERS,
  showResources: true,
};

export interface FollowUpOutcome {
  answer: FollowUpAnswer;
  /** 'tier-1': run the crisis flow; 'continue': the conversation goes on. */
  next: 'tier-1' | 'continue';
  /** Show the lines now (again), with the safety plan and grounding offered. */
  showResources: boolean;
  offerSafetyPlan: boolean;
  offerGrounding: boolean;
  /** The crisis banner stays for the rest of the session, whatever the answer. */
  bannerStays: true;
  /** What Sofia says next. */
  reply: string;
}

/** Yes and Not sure lead to the same flow; only the words differ. */
const CRISIS_FLOW = { next: 'tier-1', showResources: true, offerSafetyPlan: true, offerGrounding: true, bannerStays: true } as const;

const OUTCOMES: Record<FollowUpAnswer, FollowUpOutcome> = {
  yes: {
    answer: 'yes',
    ...CRISIS_FLOW,
    reply:
      'Thank you for telling me. That took courage, and you do not have to carry this alone. Please reach out to one of these lines now; they are free and someone will listen. While you do, we can do some grounding together, or open your safety plan.',
  },
  'not-sure': {
    answer: 'not-sure',
    ...CRISIS_FLOW,
    reply:
      'That is an honest answer, and it is all right not to be sure. When things feel this heavy, it can help to talk it through with someone trained to listen: these lines are free and confidential. I am here too. We could do some grounding together, or look at your safety plan.',
  },
  no: {
    answer: 'no',
    next: 'continue',
    showResources: false,
    offerSafetyPlan: false,
    offerGrounding: false,
    bannerStays: true,
    reply:
      'Thank you for letting me know. I asked because what you wrote sounded heavy. The support lines stay at the top of our chat, in case you need them later. What has been weighing on you?',
  },
};

const YES =
  /^(yes|yeah|yea|yep|yup|y|i am|im|i do|sometimes|kind of|kinda|a bit|a little|maybe a bit|yes i am|i think so|probably)( i am| i do| sometimes)?$/;
const NO = /^(no|nope|nah|n|not really|no i am not|no im not|im not|i am not|no never|never|definitely not|no way|not at all|no thanks)$/;
const NOT_SURE = /^(not sure|unsure|idk|i dont know|dont know|maybe|i dont know maybe|im not sure|i am not sure|i guess|hard to say)$/;

/**
 * The answer in what the member tapped or typed ("Yes", "nah", "idk"). Anything else is read as
 * "not sure", with `recognised: false`, so the pipeline can also answer what they wrote.
 */
export function readFollowUpAnswer(text: string): { answer: FollowUpAnswer; recognised: boolean } {
  const plain = plainText(text)
    .replace(/\b(sofia|thanks|thank you|honestly|please)\b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (NO.test(plain)) return { answer: 'no', recognised: true };
  if (YES.test(plain)) return { answer: 'yes', recognised: true };
  return { answer: 'not-sure', recognised: NOT_SURE.test(plain) };
}

/** What an answer to the direct question leads to. */
export function followUpOutcome(answer: FollowUpAnswer): FollowUpOutcome {
  return OUTCOMES[answer];
}
