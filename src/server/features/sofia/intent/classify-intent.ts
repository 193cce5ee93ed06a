import type { ExerciseId } from '#shared/sofia/exercises/types';
import { classify } from './classifier';
import type { SofiaIntent } from './intents';
import { INTENTS } from './intents';
import { exerciseNamed, matchIntentPattern } from './patterns';

/**
 * What a member's message is about (issue 20, step 3 of every turn): the fast path of patterns,
 * then the trained classifier, kept only at a score of 0.7 or more. Below that, or off topic, the
 * answer is `None` and the pipeline falls back to searching the product's content. The safety
 * check always runs before this; nothing here decides anything about safety.
 */
export const INTENT_THRESHOLD = 0.7;

export interface IntentResult {
  intent: SofiaIntent;
  /** 1 for a pattern; the classifier's score otherwise. */
  score: number;
  source: 'pattern' | 'classifier' | 'none';
  /** The exercise the message names or implies ("do 4-7-8 with me", "grounding"), if any. */
  exercise?: ExerciseId;
}

const EXERCISE_OF_INTENT: Partial<Record<SofiaIntent, ExerciseId>> = {
  grounding: '5-4-3-grounding',
  reframe: 'thought-reframe',
};

const KNOWN = new Set<string>(INTENTS.map((intent) => intent.id).filter((id) => id !== 'off-topic'));
const isSofiaIntent = (intent: string): intent is Exclude<SofiaIntent, 'None'> => KNOWN.has(intent);

function withExercise(result: IntentResult, text: string): IntentResult {
  const named = exerciseNamed(text);
  const exercise =
    result.intent === 'breathing'
      ? named === '4-7-8-breath' || named === 'box-breathing'
        ? named
        : undefined
      : EXERCISE_OF_INTENT[result.intent];
  return exercise ? { ...result, exercise } : result;
}

export async function classifyIntent(text: string): Promise<IntentResult> {
  const trimmed = text.trim();
  if (!trimmed) return { intent: 'None', score: 0, source: 'none' };
  const fast = matchIntentPattern(trimmed);
  if (fast) return withExercise({ intent: fast, score: 1, source: 'pattern' }, trimmed);
  const { intent, score } = await classify(trimmed);
  if (!isSofiaIntent(intent) || score < INTENT_THRESHOLD) return { intent: 'None', score, source: 'none' };
  return withExercise({ intent, score, source: 'classifier' }, trimmed);
}
