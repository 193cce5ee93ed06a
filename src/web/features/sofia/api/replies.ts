import { z } from 'zod';
import type {
  SofiaConversation as Conversation,
  SofiaStatus as Status,
  SofiaUIMessage,
  SofiaVoiceSession as VoiceSession,
} from '#shared/contracts/sofia';

/**
 * The replies the Sofia pages read, checked with zod and typed against the shared contract
 * (src/shared/contracts/sofia.ts), whose types stay the single source: a schema here that drifts
 * from them fails the typecheck. The pages do not import the contract module itself, which also
 * builds the server's request schemas and the stream's part schemas: in the browser build that
 * grew the zod chunk every page shares and put the Sofia pages over budget (decision 101).
 */
export const SofiaConversation = z.object({
  id: z.string(),
  title: z.string(),
  updatedAt: z.string(),
  messageCount: z.number().int(),
}) satisfies z.ZodType<Conversation>;

export const SofiaConversationsResponse = z.object({ conversations: z.array(SofiaConversation) });
export const SofiaConversationResponse = z.object({ conversation: SofiaConversation });

/** The stored messages were written by our own server in the stream's shape: each is checked for its frame. */
const storedMessage = z
  .record(z.string(), z.unknown())
  .refine((message) => typeof message.id === 'string' && typeof message.role === 'string' && Array.isArray(message.parts));
export const SofiaMessagesResponse = z
  .object({ messages: z.array(storedMessage), crisis: z.boolean() })
  .transform((reply) => ({ messages: reply.messages as unknown as SofiaUIMessage[], crisis: reply.crisis }));

export const SofiaStatus = z.object({
  engine: z.enum(['built-in', 'llm']),
  voice: z.object({ realtime: z.boolean() }),
  dailyLimit: z.number().int(),
  usedToday: z.number().int(),
  hasSofia: z.boolean(),
}) satisfies z.ZodType<Status>;

export const SofiaVoiceSession = z.object({
  clientSecret: z.string(),
  expiresAt: z.string(),
  model: z.string(),
  callsUrl: z.string(),
}) satisfies z.ZodType<VoiceSession>;
