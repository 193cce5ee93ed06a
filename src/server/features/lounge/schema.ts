import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamptz, userId, userIdPrimaryKey, uuidPrimaryKey } from '#server/platform/db/columns';

/**
 * The Lounge (issue 21). Posts and comments keep their text as text; an item whose author deleted
 * it (or their account) keeps its row with no text, so a thread still hangs together ("[removed]").
 * Feeds page on (created_at, id) with a cursor, never an offset: each feed has its index.
 */
const created = () =>
  timestamptz('created_at')
    .notNull()
    .default(sql`clock_timestamp()`);

/** How a member appears (first name or a pseudonym, chosen once), the guidelines they accepted, and a pause on posting. */
export const loungeMembers = pgTable(
  'lounge_members',
  {
    userId: userIdPrimaryKey(),
    /** The member's public handle in the Lounge (blocks name it), never their account id. */
    memberKey: uuid('member_key').notNull().defaultRandom(),
    displayName: text('display_name').notNull(),
    identityKind: text('identity_kind').notNull().$type<'first_name' | 'pseudonym'>(),
    guidelinesVersion: text('guidelines_version'),
    guidelinesAcceptedAt: timestamptz('guidelines_accepted_at'),
    suspendedUntil: timestamptz('suspended_until'),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('lounge_members_key_idx').on(t.memberKey),
    uniqueIndex('lounge_members_pseudonym_idx')
      .on(sql`lower(${t.displayName})`)
      .where(sql`${t.identityKind} = 'pseudonym'`),
  ],
);

/** What a post and a comment both keep: who wrote it, its text (none once removed), its moderation and times. */
const authoredItem = () => ({
  authorId: text('author_id'),
  /** 'coach' or 'staff' when the author was one when writing. */
  authorBadge: text('author_badge'),
  body: text('body'),
  status: text('status').notNull().default('published'),
  /** Why a moderator hid or removed it, shown to its author. */
  moderationReason: text('moderation_reason'),
  crisisTier: smallint('crisis_tier').notNull().default(0),
  editedAt: timestamptz('edited_at'),
  createdAt: created(),
});

export const loungePosts = pgTable(
  'lounge_posts',
  {
    id: uuidPrimaryKey(),
    circle: text('circle').notNull(),
    title: text('title'),
    ...authoredItem(),
  },
  (t) => [
    // Ascending: a feed (newest first) walks them backwards. A DESC index is stored NULLS LAST by
    // drizzle, which `order by created_at desc` (NULLS FIRST) cannot use (decision 111).
    index('lounge_posts_feed_idx').on(t.createdAt, t.id),
    index('lounge_posts_circle_feed_idx').on(t.circle, t.createdAt, t.id),
    index('lounge_posts_author_idx').on(t.authorId, t.createdAt),
  ],
);

/** Comments on a post, with one level of replies (parent_id names a top-level comment). */
export const loungeComments = pgTable(
  'lounge_comments',
  {
    id: uuidPrimaryKey(),
    postId: uuid('post_id')
      .notNull()
      .references(() => loungePosts.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id'),
    ...authoredItem(),
  },
  (t) => [
    index('lounge_comments_post_idx').on(t.postId, t.createdAt, t.id),
    index('lounge_comments_author_idx').on(t.authorId, t.createdAt),
  ],
);

export const loungeReactions = pgTable(
  'lounge_reactions',
  {
    itemKind: text('item_kind').notNull(),
    itemId: uuid('item_id').notNull(),
    userId: userId(),
    kind: text('kind').notNull(),
    createdAt: created(),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.userId, t.kind] }),
    index('lounge_reactions_kind_idx').on(t.kind, t.createdAt),
    index('lounge_reactions_user_idx').on(t.userId),
  ],
);

/** Flags for moderators: a member's report with its reason, or an automatic check (crisis language, links, bursts, repeats). */
export const loungeFlags = pgTable(
  'lounge_flags',
  {
    id: uuidPrimaryKey(),
    itemKind: text('item_kind').notNull(),
    itemId: uuid('item_id').notNull(),
    source: text('source').notNull(),
    reason: text('reason'),
    details: text('details'),
    reporterId: text('reporter_id'),
    risk: smallint('risk').notNull(),
    open: integer('open').notNull().default(1),
    createdAt: created(),
  },
  (t) => [index('lounge_flags_open_idx').on(t.open, t.risk.desc(), t.createdAt), index('lounge_flags_item_idx').on(t.itemId)],
);

export const loungeBlocks = pgTable(
  'lounge_blocks',
  {
    userId: userId(),
    blockedId: text('blocked_id'),
    createdAt: created(),
  },
  (t) => [uniqueIndex('lounge_blocks_pair_idx').on(t.userId, t.blockedId)],
);

export const loungeMutes = pgTable('lounge_mutes', { userId: userId(), circle: text('circle').notNull(), createdAt: created() }, (t) => [
  primaryKey({ columns: [t.userId, t.circle] }),
]);

/** What moderators did and why: on an item (dismiss, hide, restore, delete) or a member (warn, suspend, lift). */
export const loungeModerationActions = pgTable(
  'lounge_moderation_actions',
  {
    id: uuidPrimaryKey(),
    itemKind: text('item_kind'),
    itemId: uuid('item_id'),
    memberId: text('member_id'),
    moderatorId: text('moderator_id'),
    action: text('action').notNull(),
    reason: text('reason').notNull(),
    days: integer('days'),
    createdAt: created(),
  },
  (t) => [index('lounge_actions_item_idx').on(t.itemId, t.createdAt), index('lounge_actions_member_idx').on(t.memberId, t.createdAt)],
);

/** A coach (the allow-list) hosting a circle. */
export const loungeCircleHosts = pgTable('lounge_circle_hosts', {
  circle: text('circle').primaryKey(),
  hostedBy: text('hosted_by'),
  createdAt: created(),
});
