import { and, asc, count, desc, eq, gte, sql } from 'drizzle-orm';
import { SOFIA_DEFAULT_TITLE, type SofiaConversation, type SofiaUIMessage } from '#shared/contracts/sofia';
import type { AppDb } from '#server/platform/db/client';
import { type PageRequest, pageOf, toPage } from '#server/platform/paging';
import { type SofiaFlow, sofiaConversations, sofiaMessages } from './schema';

/** A member's conversations and messages; every query names the member, so no one reads another's. */
export type ConversationRow = typeof sofiaConversations.$inferSelect;

// Written out in full: drizzle leaves a column unqualified inside a subquery, where it would name the message's own id.
const messageCount = sql<number>`(select count(*)::int from sofia_messages m where m.conversation_id = "sofia_conversations"."id")`;

const view = (row: { id: string; title: string; updatedAt: Date; messageCount: number }): SofiaConversation => ({
  id: row.id,
  title: row.title,
  updatedAt: row.updatedAt.toISOString(),
  messageCount: Number(row.messageCount),
});

/** The member's conversations, the last talked in first, a page at a time (decision 156). */
export async function listConversations(db: AppDb, userId: string, request: PageRequest) {
  const page = pageOf(sofiaConversations.updatedAt, sofiaConversations.id, request);
  const read = await db
    .select({
      row: { id: sofiaConversations.id, title: sofiaConversations.title, updatedAt: sofiaConversations.updatedAt, messageCount },
      cursorAt: page.cursorAt,
    })
    .from(sofiaConversations)
    .where(and(eq(sofiaConversations.userId, userId), page.after))
    .orderBy(...page.order)
    .limit(page.take);
  const { rows, nextCursor } = toPage(read, request.limit);
  return { conversations: rows.map(view), nextCursor };
}

export async function createConversation(db: AppDb, userId: string, title = SOFIA_DEFAULT_TITLE): Promise<SofiaConversation> {
  const [row] = await db.insert(sofiaConversations).values({ userId, title }).returning();
  return view({ ...row!, messageCount: 0 });
}

/** The member's conversation, or null (another member's reads as none). */
export async function findConversation(db: AppDb, userId: string, id: string): Promise<ConversationRow | null> {
  const [row] = await db
    .select()
    .from(sofiaConversations)
    .where(and(eq(sofiaConversations.id, id), eq(sofiaConversations.userId, userId)));
  return row ?? null;
}

export async function renameConversation(db: AppDb, userId: string, id: string, title: string): Promise<SofiaConversation | null> {
  const [row] = await db
    .update(sofiaConversations)
    .set({ title, updatedAt: sql`now()` })
    .where(and(eq(sofiaConversations.id, id), eq(sofiaConversations.userId, userId)))
    .returning({ id: sofiaConversations.id, title: sofiaConversations.title, updatedAt: sofiaConversations.updatedAt, messageCount });
  return row ? view(row) : null;
}

export async function deleteConversation(db: AppDb, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(sofiaConversations)
    .where(and(eq(sofiaConversations.id, id), eq(sofiaConversations.userId, userId)))
    .returning({ id: sofiaConversations.id });
  return rows.length > 0;
}

export interface StoredMessage {
  id: string;
  role: 'user' | 'assistant';
  parts: SofiaUIMessage['parts'];
  createdAt: Date;
}

/** The conversation's messages, oldest first (the conversation is the member's, checked before). */
export async function conversationMessages(db: AppDb, conversationId: string, limit?: number): Promise<StoredMessage[]> {
  const query = db
    .select({ id: sofiaMessages.id, role: sofiaMessages.role, parts: sofiaMessages.parts, createdAt: sofiaMessages.createdAt })
    .from(sofiaMessages)
    .where(eq(sofiaMessages.conversationId, conversationId));
  if (limit === undefined) return (await query.orderBy(asc(sofiaMessages.createdAt), asc(sofiaMessages.id))) as StoredMessage[];
  const latest = (await query.orderBy(desc(sofiaMessages.createdAt), desc(sofiaMessages.id)).limit(limit)) as StoredMessage[];
  return latest.reverse();
}

export const toUIMessage = (m: StoredMessage): SofiaUIMessage => ({
  id: m.id,
  role: m.role,
  parts: m.parts,
  metadata: { createdAt: m.createdAt.toISOString() },
});

/** Sofia's answers so far in a conversation: the composer's turn number. */
export async function assistantTurns(db: AppDb, conversationId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(sofiaMessages)
    .where(and(eq(sofiaMessages.conversationId, conversationId), eq(sofiaMessages.role, 'assistant')));
  return Number(row?.n ?? 0);
}

/** The member's turns today (UTC) that count against the daily limit. */
export async function countedToday(db: AppDb, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(sofiaMessages)
    .where(
      and(
        eq(sofiaMessages.userId, userId),
        gte(sofiaMessages.createdAt, sql`date_trunc('day', now() at time zone 'utc') at time zone 'utc'`),
        eq(sofiaMessages.counted, true),
      ),
    );
  return Number(row?.n ?? 0);
}

export interface TurnRecord {
  conversation: ConversationRow;
  userParts: SofiaUIMessage['parts'];
  assistant: { id: string; parts: SofiaUIMessage['parts']; engine: 'built-in' | 'llm' | null };
  intent: string | null;
  safetyTier: number;
  counted: boolean;
  /** The conversation's state after the turn. */
  exercise: ConversationRow['exercise'];
  flow: SofiaFlow;
  crisis: boolean;
  title: string;
}

/** Stores one turn (the member's message, Sofia's answer) and the conversation's new state, together. */
export async function recordTurn(db: AppDb, turn: TurnRecord): Promise<void> {
  const { conversation } = turn;
  await db.transaction(async (tx) => {
    await tx.insert(sofiaMessages).values({
      conversationId: conversation.id,
      userId: conversation.userId,
      role: 'user',
      parts: turn.userParts,
      intent: turn.intent,
      safetyTier: turn.safetyTier,
      counted: turn.counted,
    });
    // A moment later, so the answer always sorts after the message it answers.
    await tx.insert(sofiaMessages).values({
      id: turn.assistant.id,
      conversationId: conversation.id,
      userId: conversation.userId,
      role: 'assistant',
      parts: turn.assistant.parts,
      engine: turn.assistant.engine,
      safetyTier: turn.safetyTier,
      createdAt: sql`now() + interval '1 millisecond'`,
    });
    await tx
      .update(sofiaConversations)
      .set({ exercise: turn.exercise, flow: turn.flow, crisis: turn.crisis, title: turn.title, updatedAt: sql`now()` })
      .where(and(eq(sofiaConversations.id, conversation.id), eq(sofiaConversations.userId, conversation.userId)));
  });
}
