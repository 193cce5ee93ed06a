import { z } from 'zod';
import { ANSWER_MAX } from './reframe';
import { REFRAME_STEPS, type ExerciseState } from './types';

/**
 * The stored state of a running exercise, checked when it is read back from JSON (a conversation
 * row): a state that does not fit (an old shape, a hand-edited row) is `null`, and the caller
 * ends the exercise kindly instead of failing.
 */
const text = z.string().max(ANSWER_MAX);
const rating = z.number().int().min(0).max(100);
const missed = z.number().int().min(1).max(1000).optional();

export const exerciseStateSchema = z.discriminatedUnion('exercise', [
  z.object({ exercise: z.literal('4-7-8-breath'), round: z.number().int().min(0).max(4) }),
  z.object({ exercise: z.literal('box-breathing'), round: z.number().int().min(0).max(4) }),
  z.object({
    exercise: z.literal('5-4-3-grounding'),
    sense: z.number().int().min(0).max(2),
    named: z.number().int().min(0).max(5),
    missed,
  }),
  z.object({
    exercise: z.literal('thought-reframe'),
    step: z.enum(REFRAME_STEPS),
    answers: z.object({
      situation: text.optional(),
      thought: text.optional(),
      belief: rating.optional(),
      evidenceFor: text.optional(),
      evidenceAgainst: text.optional(),
      balanced: text.optional(),
      rerate: rating.optional(),
    }),
    missed,
  }),
]);

export function parseExerciseState(json: unknown): ExerciseState | null {
  const parsed = exerciseStateSchema.safeParse(typeof json === 'string' ? safeJson(json) : json);
  return parsed.success ? (parsed.data as ExerciseState) : null;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
