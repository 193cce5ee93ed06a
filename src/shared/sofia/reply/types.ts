import type { MemberFacts } from '../facts';

/** The intents the built-in guide answers (the intent classifier's ids; anything else is 'unknown'). */
export const REPLY_INTENTS = [
  'stress',
  'sleep',
  'work_pressure',
  'low_mood',
  'exhaustion',
  'boundaries',
  'greeting',
  'help',
  'unknown',
] as const;
export type ReplyIntent = (typeof REPLY_INTENTS)[number];

/** One small next step: an exercise Sofia runs in the chat (by id) or a page of the app (by path). */
export interface ReplyOffer {
  label: string;
  kind: 'exercise' | 'link';
  target: string;
}

/** A fact the reply quotes, by its place in MemberFacts ("checkins.measures.stress.recentAverage"). */
export interface CitedFact {
  key: string;
  value: number | string;
}

export interface SofiaReply {
  text: string;
  offers: ReplyOffer[];
  citedFacts: CitedFact[];
}

export interface ReplyInput {
  /** The intent id; an id the guide does not know is answered as 'unknown'. */
  intent: string;
  facts: MemberFacts;
  /** What the member wrote (already through the safety check). */
  text: string;
  /** The conversation's turn number: it varies the wording, the same turn always gives the same reply. */
  turn: number;
}

export const asReplyIntent = (intent: string): ReplyIntent =>
  (REPLY_INTENTS as readonly string[]).includes(intent) ? (intent as ReplyIntent) : 'unknown';
