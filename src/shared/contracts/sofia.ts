import { z } from 'zod';
import { EXERCISE_IDS } from '../sofia/exercises/types';

/**
 * Sofia's API (issue 20): conversations, their messages, the chat turn's data parts, the status
 * and the realtime voice key. A provisional copy of the agreed contract for the web side; the
 * server's file replaces it on merge.
 */

export const SofiaConversation = z.object({
  id: z.string(),
  title: z.string(),
  updatedAt: z.string(),
  messageCount: z.number().int().min(0),
});
export type SofiaConversation = z.infer<typeof SofiaConversation>;

export const SofiaConversationsResponse = z.object({ conversations: z.array(SofiaConversation) });
export const SofiaConversationResponse = z.object({ conversation: SofiaConversation });

export const SofiaTitle = z.string().trim().min(1, 'Give the conversation a name.').max(80, 'Keep the name to 80 characters.');
export const CreateSofiaConversationBody = z.object({ title: SofiaTitle.optional() });
export const RenameSofiaConversationBody = z.object({ title: SofiaTitle });

export const SofiaCrisisData = z.object({
  tier: z.union([z.literal(1), z.literal(2)]),
  region: z.string(),
  lines: z.array(z.object({ label: z.string(), contact: z.string() })),
  followUp: z
    .object({
      question: z.string(),
      answers: z.array(z.object({ id: z.string(), label: z.string() })),
    })
    .optional(),
});
export type SofiaCrisisData = z.infer<typeof SofiaCrisisData>;

const breathCue = z.object({
  pattern: z.object({ inhale: z.number(), hold: z.number(), exhale: z.number(), rest: z.number() }),
  phases: z.array(z.object({ kind: z.enum(['inhale', 'hold', 'exhale', 'rest']), label: z.string(), seconds: z.number() })),
  round: z.number().int(),
  rounds: z.number().int(),
  secondsPerRound: z.number(),
});

export const SofiaExerciseData = z.object({
  // The step's state as the server keeps it; the chat reads only which exercise it is.
  state: z.object({ exercise: z.enum(EXERCISE_IDS) }).loose(),
  prompt: z.object({ text: z.string(), breath: breathCue.optional(), replies: z.array(z.string()).optional() }),
  done: z.boolean(),
});
export type SofiaExerciseData = z.infer<typeof SofiaExerciseData>;

export const SofiaLinksData = z.object({ links: z.array(z.object({ label: z.string(), href: z.string() })) });
export const SofiaQuickRepliesData = z.object({ replies: z.array(z.string()) });
export const SofiaUpgradeData = z.object({ feature: z.literal('sofia'), href: z.string() });
export const SofiaNoticeData = z.object({ text: z.string() });

/** The data parts of a Sofia message, by name (`data-<name>` in the stream). */
export const SOFIA_DATA_PARTS = {
  crisis: SofiaCrisisData,
  exercise: SofiaExerciseData,
  links: SofiaLinksData,
  'quick-replies': SofiaQuickRepliesData,
  upgrade: SofiaUpgradeData,
  notice: SofiaNoticeData,
};
export type SofiaDataParts = { [K in keyof typeof SOFIA_DATA_PARTS]: z.infer<(typeof SOFIA_DATA_PARTS)[K]> };

/** A stored message as the chat shows it (the ai SDK's UI message shape). */
export const SofiaStoredMessage = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant', 'system']),
  parts: z.array(z.object({ type: z.string() }).loose()),
});

export const SofiaMessagesResponse = z.object({ messages: z.array(SofiaStoredMessage), crisis: z.boolean() });

export const SofiaStatusResponse = z.object({
  engine: z.enum(['built-in', 'llm']),
  voice: z.object({ realtime: z.boolean() }),
  dailyLimit: z.number().int().nullable(),
  usedToday: z.number().int(),
  hasSofia: z.boolean(),
});
export type SofiaStatus = z.infer<typeof SofiaStatusResponse>;

export const SofiaVoiceSessionResponse = z.object({ clientSecret: z.string(), expiresAt: z.string(), model: z.string() });
