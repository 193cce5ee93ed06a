import { crisisTier } from '#shared/safety/crisis-check';
import { readFollowUpAnswer } from '#shared/sofia/crisis-follow-up';
import type { ExerciseId, ExerciseState } from '#shared/sofia/exercises/types';
import type { MemberFacts } from '#shared/sofia/facts';
import type { AppDb } from '#server/platform/db/client';
import { countCrisisCard } from '#server/features/safety/crisis-counts';
import { journalAllowed } from '../grounding/consent';
import { type IntentResult, classifyIntent } from '../intent/classify-intent';
import type { ContentSearch } from '../search/content-search';
import type { ConversationRow, StoredMessage } from '../conversations';
import type { SofiaFlow } from '../schema';
import type { SofiaRegion } from './crisis-lines';
import { followUpParts, tierOneParts, tierTwoParts } from './crisis-turn';
import { BREATHING_CHOICE, type ExerciseStep, acceptsOffer, asExerciseId, beginExercise, continueExercise } from './exercise-turn';
import { guideAnswer } from './guide-turn';
import { limitParts, upgradeParts } from './limits';
import { type SofiaPart, data } from './parts';

/** LLM mode's reply (llm/engine.ts): Sofia's words, already through the output safety check. */
export interface LlmEngine {
  reply(input: { userId: string; facts: MemberFacts; journal: boolean; history: StoredMessage[]; text: string }): Promise<string>;
}

export interface PipelineDeps {
  db: AppDb;
  dailyLimit: number;
  search: () => Promise<ContentSearch>;
  llm: LlmEngine | null;
  /** The conversation's stored messages, for LLM mode's history (never the client's copy). */
  history: (conversationId: string) => Promise<StoredMessage[]>;
  usedToday: (userId: string) => Promise<number>;
  turnNumber: (conversationId: string) => Promise<number>;
  /** The member's facts (grounding/member-facts.ts), with the content catalogues built once. */
  facts: (userId: string, journalAllowed: boolean) => Promise<MemberFacts>;
}

export interface TurnInput {
  conversation: ConversationRow;
  hasSofia: boolean;
  text: string;
  region: SofiaRegion;
}

export interface TurnOutcome {
  parts: SofiaPart[];
  intent: string | null;
  safetyTier: 0 | 1 | 2;
  /** Counts against the daily limit. */
  counted: boolean;
  exercise: ExerciseState | null;
  flow: SofiaFlow;
  crisis: boolean;
  engine: 'built-in' | 'llm' | null;
}

/** An exercise asked for in the middle of another, as the intent that starts it. */
function switchIntent(asked: ExerciseId | 'breathing'): IntentResult {
  const intent =
    asked === 'breathing' || asked === '4-7-8-breath' || asked === 'box-breathing'
      ? 'breathing'
      : asked === '5-4-3-grounding'
        ? 'grounding'
        : 'reframe';
  return { intent, score: 1, source: 'pattern', ...(asked === 'breathing' ? {} : { exercise: asked }) };
}

export const LLM_FALLBACK_NOTICE = 'Sofia’s fuller mode is not available just now, so I answered myself.';

/**
 * One turn, in the order: (1) the crisis check on what the member wrote, and a pending
 * tier-2 question's answer; (2) a running exercise moves on; (3) intent; (4) the reply, by the
 * LLM when it is set up (falling back to the built-in guide with a quiet notice) or the guide.
 */
export async function runTurn(deps: PipelineDeps, input: TurnInput): Promise<TurnOutcome> {
  const { conversation, region } = input;
  const base = {
    intent: null,
    counted: false,
    exercise: conversation.exercise ?? null,
    flow: {},
    crisis: conversation.crisis,
    engine: null,
  };
  const tier = crisisTier(input.text);

  // 1. Safety, first and for everyone. A crisis turn ends a running exercise.
  if (tier === 1) {
    await countCrisisCard(deps.db, 'sofia', 1);
    return {
      ...base,
      parts: tierOneParts(region),
      safetyTier: 1,
      exercise: null,
      flow: { offeredExercise: '5-4-3-grounding' },
      crisis: true,
    };
  }
  if (conversation.flow.awaitingFollowUp) {
    const { answer } = readFollowUpAnswer(input.text);
    const followUp = followUpParts(answer, region);
    if (followUp.crisisFlow) await countCrisisCard(deps.db, 'sofia', 1);
    const flow = followUp.crisisFlow ? { offeredExercise: '5-4-3-grounding' } : {};
    return { ...base, parts: followUp.parts, safetyTier: tier, intent: `follow-up:${answer}`, exercise: null, flow, crisis: true };
  }
  if (tier === 2) {
    await countCrisisCard(deps.db, 'sofia', 2);
    return { ...base, parts: tierTwoParts(region), safetyTier: 2, exercise: null, flow: { awaitingFollowUp: true }, crisis: true };
  }

  // 2. A running exercise moves on ("stop" ends it at any step), or ends when the member asks for
  // something else, which is then answered like any message: `leaving` says the exercise ended.
  let leaving: SofiaPart[] = [];
  let asked: ExerciseStep['switchTo'];
  if (conversation.exercise) {
    const step = continueExercise(conversation.exercise, input.text);
    if (!step.switchTo)
      return { ...base, parts: step.parts, safetyTier: 0, intent: 'exercise', exercise: step.exercise, engine: 'built-in' };
    leaving = step.parts;
    asked = step.switchTo;
  }
  const offered = asked ? null : asExerciseId(conversation.flow.offeredExercise);
  // Grounding offered by a crisis card is a safety part: it starts for every member.
  if (offered && acceptsOffer(input.text, offered) && (input.hasSofia || offered === '5-4-3-grounding')) {
    const step = beginExercise(offered);
    return { ...base, parts: step.parts, safetyTier: 0, intent: 'exercise', exercise: step.exercise, engine: 'built-in' };
  }

  if (!input.hasSofia) return { ...base, parts: [...leaving, ...upgradeParts()], safetyTier: 0, exercise: null };
  if ((await deps.usedToday(conversation.userId)) >= deps.dailyLimit) {
    return { ...base, parts: [...leaving, ...limitParts()], safetyTier: 0, exercise: null };
  }

  // 3. Intent: an exercise asked for starts; otherwise 4. the reply.
  const intent = asked && asked !== 'topic' ? switchIntent(asked) : await classifyIntent(input.text);
  const counted = { ...base, safetyTier: 0 as const, intent: intent.intent, counted: true, exercise: null };
  if (intent.exercise) {
    const step = beginExercise(intent.exercise);
    return { ...counted, parts: [...leaving, ...step.parts], exercise: step.exercise, engine: 'built-in' };
  }
  if (intent.intent === 'breathing') return { ...counted, parts: [...leaving, ...BREATHING_CHOICE], engine: 'built-in' };

  const journal = await journalAllowed(deps.db, conversation.userId);
  const facts = await deps.facts(conversation.userId, journal);
  let notice: SofiaPart[] = [];
  if (deps.llm) {
    try {
      const history = await deps.history(conversation.id);
      const words = await deps.llm.reply({ userId: conversation.userId, facts, journal, history, text: input.text });
      return { ...counted, parts: [...leaving, { type: 'text', text: words }], engine: 'llm' };
    } catch {
      notice = [data('notice', { text: LLM_FALLBACK_NOTICE })];
    }
  }
  const search = await deps.search();
  const answer = guideAnswer(intent, facts, input.text, await deps.turnNumber(conversation.id), (q) => search.searchContent(q, 3));
  const flow = answer.offered ? { offeredExercise: answer.offered } : {};
  return { ...counted, parts: [...leaving, ...notice, ...answer.parts], flow, engine: 'built-in' };
}
