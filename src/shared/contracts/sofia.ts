import type { UIMessage } from 'ai';
import { z } from 'zod';
import { pageQuery } from './paging';
import { FOLLOW_UP_ANSWERS } from '../sofia/crisis-follow-up';
import { exerciseStateSchema } from '../sofia/exercises/state-schema';
import type { ExercisePrompt as ExercisePromptShape, ExerciseState } from '../sofia/exercises/types';
import { TEXT_MESSAGES } from '../validation/text';

/**
 * Sofia's API (issue 20): conversations, the turn's UI message stream and its custom data parts,
 * Sofia's status and the realtime voice session. Every route is for a signed-in member unless
 * said; `POST /api/sofia/visitor-safety` is public.
 */

export const SOFIA_TEXT_MAX = 2_000;
export const SOFIA_TITLE_MAX = 80;
export const SOFIA_DEFAULT_TITLE = 'New conversation';

export const SOFIA_MESSAGES = {
  textRequired: 'Please write something for Sofia first.',
  textTooLong: `Please keep a message to Sofia under ${SOFIA_TEXT_MAX.toLocaleString('en-US')} characters.`,
  titleRequired: 'Please give the conversation a name.',
  titleTooLong: `Please keep the name under ${SOFIA_TITLE_MAX} characters.`,
} as const;

// --- Conversations -------------------------------------------------------------------------

export { SofiaConversation, SofiaConversationResponse, SofiaConversationsResponse } from './sofia-replies';

/** GET /api/sofia/conversations: 20 at a time unless asked, at most 100 (decision 156). */
export const SofiaConversationsQuery = pageQuery(20, 100);

export const sofiaTitle = z
  .string(SOFIA_MESSAGES.titleRequired)
  .trim()
  .min(1, SOFIA_MESSAGES.titleRequired)
  .max(SOFIA_TITLE_MAX, SOFIA_MESSAGES.titleTooLong)
  .regex(/^[^<>]*$/, TEXT_MESSAGES.titleBrackets);

export const CreateSofiaConversation = z.object({ title: sofiaTitle.optional() });
export type CreateSofiaConversation = z.infer<typeof CreateSofiaConversation>;
export const RenameSofiaConversation = z.object({ title: sofiaTitle });
export type RenameSofiaConversation = z.infer<typeof RenameSofiaConversation>;

export const SofiaConversationParams = z.object({ id: z.uuid() });

// --- The stream's data parts (type `data-<name>`) ------------------------------------------

/** One crisis line: "988 Suicide & Crisis Lifeline" / "Call or text 988" / "tel:988". */
export const SofiaCrisisLine = z.object({ label: z.string(), contact: z.string(), href: z.string() });
export type SofiaCrisisLine = z.infer<typeof SofiaCrisisLine>;

export const SofiaFollowUpAnswerId = z.enum(FOLLOW_UP_ANSWERS.map((a) => a.id) as ['yes', 'no', 'not-sure']);

/**
 * `data-crisis`: always the FIRST part of a crisis turn. Tier 1: no model was called; the text
 * that follows is Sofia's fixed warm message. Tier 2: `followUp` is the direct question with its
 * answers (send the answer's label as the member's next message). `safetyPlan` and `grounding`
 * are the next steps every crisis card offers (grounding starts the 5-4-3 exercise in the chat
 * when its label is sent). Keep the banner with `lines` for the rest of the conversation.
 */
export const SofiaCrisisData = z.object({
  tier: z.union([z.literal(1), z.literal(2)]),
  /** The region the lines are ordered for, in words ("United States", "United Kingdom", "Anywhere"). */
  region: z.string(),
  lines: z.array(SofiaCrisisLine),
  emergency: z.string(),
  followUp: z.object({ question: z.string(), answers: z.array(z.object({ id: SofiaFollowUpAnswerId, label: z.string() })) }).optional(),
  safetyPlan: z.object({ label: z.string(), href: z.string() }),
  grounding: z.object({ label: z.string() }),
});
export type SofiaCrisisData = z.infer<typeof SofiaCrisisData>;

const breathPhase = z.object({ kind: z.enum(['inhale', 'hold', 'exhale', 'rest']), label: z.string(), seconds: z.number() });
export const SofiaExercisePrompt = z.object({
  text: z.string(),
  breath: z
    .object({
      pattern: z.object({ inhale: z.number(), hold: z.number(), exhale: z.number(), rest: z.number() }),
      phases: z.array(breathPhase),
      round: z.number().int(),
      rounds: z.number().int(),
      secondsPerRound: z.number(),
    })
    .optional(),
  replies: z.array(z.string()).optional(),
}) satisfies z.ZodType<ExercisePromptShape, unknown>;

/**
 * `data-exercise`: the running exercise after this turn. `prompt` is the step's last prompt (its
 * text is also in the turn's text parts, so show the card's pacer and step, not the words twice);
 * `prompt.breath` is the Reset Room pacer's cue. `done` once it ended (`outcome` says how).
 */
export const SofiaExerciseData = z.object({
  state: exerciseStateSchema,
  prompt: SofiaExercisePrompt,
  done: z.boolean(),
  outcome: z.enum(['completed', 'stopped']).optional(),
});
export type SofiaExerciseData = { state: ExerciseState; prompt: ExercisePromptShape; done: boolean; outcome?: 'completed' | 'stopped' };

/** `data-links`: links into the product (paths of the app). */
export const SofiaLinksData = z.object({ links: z.array(z.object({ label: z.string(), href: z.string() })) });
export type SofiaLinksData = z.infer<typeof SofiaLinksData>;

/** `data-quick-replies`: tap to send the reply's words as the member's message. */
export const SofiaQuickRepliesData = z.object({ replies: z.array(z.string()) });
export type SofiaQuickRepliesData = z.infer<typeof SofiaQuickRepliesData>;

export const SOFIA_UPGRADE_HREF = '/memberships';
/** `data-upgrade`: a member without Sofia wrote something that is not a crisis. */
export const SofiaUpgradeData = z.object({ feature: z.literal('sofia'), href: z.string(), text: z.string() });
export type SofiaUpgradeData = z.infer<typeof SofiaUpgradeData>;

/** `data-notice`: a quiet line about how Sofia answered (LLM mode fell back, the daily limit). */
export const SofiaNoticeData = z.object({ text: z.string() });
export type SofiaNoticeData = z.infer<typeof SofiaNoticeData>;

/** For `useChat({ dataPartSchemas })`: the name after `data-` → its payload. */
export const sofiaDataPartSchemas = {
  crisis: SofiaCrisisData,
  exercise: SofiaExerciseData,
  links: SofiaLinksData,
  'quick-replies': SofiaQuickRepliesData,
  upgrade: SofiaUpgradeData,
  notice: SofiaNoticeData,
};

export type SofiaDataParts = {
  crisis: SofiaCrisisData;
  exercise: SofiaExerciseData;
  links: SofiaLinksData;
  'quick-replies': SofiaQuickRepliesData;
  upgrade: SofiaUpgradeData;
  notice: SofiaNoticeData;
};

/** Stored with each message Sofia answers with. */
export const SofiaMessageMetadata = z.object({ createdAt: z.string().optional(), engine: z.enum(['built-in', 'llm']).optional() });
export type SofiaMessageMetadata = z.infer<typeof SofiaMessageMetadata>;

/** A message of a Sofia conversation, as `useChat` holds it: text parts plus the data parts above. */
export type SofiaUIMessage = UIMessage<SofiaMessageMetadata, SofiaDataParts>;

/** `GET /api/sofia/conversations/:id/messages`: `crisis` while a tier-1 flow happened in it (the banner stays). */
export const SofiaMessagesResponse = z.object({
  messages: z.array(z.custom<SofiaUIMessage>((value) => typeof value === 'object' && value !== null)),
  crisis: z.boolean(),
});
export type SofiaMessagesResponse = { messages: SofiaUIMessage[]; crisis: boolean };

/**
 * `POST /api/sofia/conversations/:id/chat`: what `useChat` sends with `DefaultChatTransport`. Only
 * the last user message's text is read (at most 2,000 characters); the history is the server's.
 */
const uiPart = z.looseObject({ type: z.string() });
export const SofiaChatRequest = z.looseObject({
  id: z.string().optional(),
  messages: z.array(z.looseObject({ id: z.string().optional(), role: z.string(), parts: z.array(uiPart) })).min(1),
  trigger: z.string().optional(),
  messageId: z.string().optional(),
  /** Optional, sent with `useChat`'s body: the browser's time zone orders the crisis lines for the member's region. */
  timeZone: z.string().max(64).optional(),
});
export type SofiaChatRequest = z.infer<typeof SofiaChatRequest>;

// --- Status, visitor safety, voice ---------------------------------------------------------

export { SofiaStatus } from './sofia-replies';

/** `POST /api/sofia/visitor-safety` (public, nothing stored): the crisis check only. */
export const SofiaVisitorSafetyRequest = z.object({
  text: z.string(SOFIA_MESSAGES.textRequired).trim().min(1, SOFIA_MESSAGES.textRequired).max(SOFIA_TEXT_MAX, SOFIA_MESSAGES.textTooLong),
  /** The browser's time zone, to order the lines ("America/Chicago"). */
  timeZone: z.string().max(64).optional(),
});
export const SofiaVisitorSafetyResponse = z.object({
  tier: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  /** Present for tier 1 and 2: the same payload as the stream's `data-crisis`. */
  crisis: SofiaCrisisData.optional(),
  /** Sofia's words for the card (tier 1's warm message, tier 2's gentle lead-in). */
  message: z.string().optional(),
});
export type SofiaVisitorSafetyResponse = z.infer<typeof SofiaVisitorSafetyResponse>;

export { SofiaVoiceSession } from './sofia-replies';
