import { boolean, index, jsonb, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamps, userId, uuidPrimaryKey } from '#server/platform/db/columns';
import type { ExerciseState } from '#shared/sofia/exercises/types';
import { users } from '#server/features/auth/schema';

/** What a conversation is waiting for besides a running exercise (the pipeline's flow state). */
export interface SofiaFlow {
  /** Tier 2 asked the direct question: the next message is read as its answer. */
  awaitingFollowUp?: boolean;
  /** The exercise Sofia offered last turn: "yes" or its label starts it. */
  offeredExercise?: string;
}

/**
 * A member's conversations with Sofia (issue 20). `exercise` is the running exercise's state (the
 * resumable state machine of src/shared/sofia/exercises), `flow` what else the next turn must
 * remember, `crisis` that a tier-1 flow happened here, so the banner stays.
 */
export const sofiaConversations = pgTable(
  'sofia_conversations',
  {
    id: uuidPrimaryKey(),
    userId: userId().references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    exercise: jsonb('exercise').$type<ExerciseState>(),
    flow: jsonb('flow').notNull().$type<SofiaFlow>().default({}),
    crisis: boolean('crisis').notNull().default(false),
    ...timestamps(),
  },
  (t) => [index('sofia_conversations_user_updated_idx').on(t.userId, t.updatedAt.desc())],
);

/**
 * The messages of a conversation, the member's and Sofia's, as the chat shows them (the ai SDK's
 * UI message parts). `user_id` is the conversation's owner, so a day's turns are counted for the
 * daily limit without a join, and export and deletion find the rows directly. `counted` marks the
 * member's turns that count against the limit (never a crisis turn).
 */
export const sofiaMessages = pgTable(
  'sofia_messages',
  {
    id: uuidPrimaryKey(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => sofiaConversations.id, { onDelete: 'cascade' }),
    userId: userId().references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull().$type<'user' | 'assistant'>(),
    parts: jsonb('parts').notNull().$type<unknown[]>(),
    intent: text('intent'),
    safetyTier: smallint('safety_tier').notNull().default(0),
    engine: text('engine').$type<'built-in' | 'llm'>(),
    counted: boolean('counted').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('sofia_messages_conversation_created_idx').on(t.conversationId, t.createdAt),
    index('sofia_messages_user_created_idx').on(t.userId, t.createdAt),
  ],
);
