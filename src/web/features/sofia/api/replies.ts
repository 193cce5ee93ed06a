import { z } from 'zod';
import type { SofiaUIMessage } from '#shared/contracts/sofia';

/**
 * The replies the Sofia pages read, checked with zod: the shared reply schemas come from their own
 * small module (not the whole Sofia contract, which would grow the zod chunk every page shares,
 * decision 101); the stored messages are checked here for their frame only.
 */
export {
  SofiaConversation,
  SofiaConversationResponse,
  SofiaConversationsResponse,
  SofiaStatus,
  SofiaVoiceSession,
} from '#shared/contracts/sofia-replies';

/** The stored messages were written by our own server in the stream's shape: each is checked for its frame. */
const storedMessage = z
  .record(z.string(), z.unknown())
  .refine((message) => typeof message.id === 'string' && typeof message.role === 'string' && Array.isArray(message.parts));
export const SofiaMessagesResponse = z
  .object({ messages: z.array(storedMessage), crisis: z.boolean() })
  .transform((reply) => ({ messages: reply.messages as unknown as SofiaUIMessage[], crisis: reply.crisis }));
