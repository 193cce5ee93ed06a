import { z } from 'zod';
import { Id, Timestamp } from './blocks';
import { NextCursor } from './paging';

/**
 * The replies the Sofia pages read: a module of its own, so that the browser can check them
 * without importing the rest of the contract (src/shared/contracts/sofia.ts re-exports them), which
 * also builds the server's request schemas and the stream's part schemas and would grow the zod
 * chunk every page shares (decision 101).
 */

export const SofiaConversation = z.object({
  id: Id,
  title: z.string(),
  /** ISO 8601. */
  updatedAt: Timestamp,
  messageCount: z.number().int(),
});
export type SofiaConversation = z.infer<typeof SofiaConversation>;

/** `GET /api/sofia/conversations`: the member's own, newest first. */
/** The member's conversations, the last talked in first, a page at a time (decision 156). */
export const SofiaConversationsResponse = z.object({ conversations: z.array(SofiaConversation), nextCursor: NextCursor });
export type SofiaConversationsResponse = z.infer<typeof SofiaConversationsResponse>;

/** `POST` (201), `PATCH /api/sofia/conversations/:id`. */
export const SofiaConversationResponse = z.object({ conversation: SofiaConversation });
export type SofiaConversationResponse = z.infer<typeof SofiaConversationResponse>;

/** `GET /api/sofia/status`. `dailyLimit` is turns per UTC day; crisis turns never count. */
export const SofiaStatus = z.object({
  engine: z.enum(['built-in', 'llm']),
  voice: z.object({ realtime: z.boolean() }),
  dailyLimit: z.number().int(),
  usedToday: z.number().int(),
  hasSofia: z.boolean(),
});
export type SofiaStatus = z.infer<typeof SofiaStatus>;

/** `POST /api/sofia/voice/session`: a short-lived key for the realtime speech service (404 when not set up). */
/** The realtime voice session: a short-lived key, and where the browser sends its WebRTC offer with it. */
export const SofiaVoiceSession = z.object({ clientSecret: z.string(), expiresAt: Timestamp, model: z.string(), callsUrl: z.string() });
export type SofiaVoiceSession = z.infer<typeof SofiaVoiceSession>;
