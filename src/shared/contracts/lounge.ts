import { z } from 'zod';
import { Id, Timestamp } from './blocks';
import { CIRCLE_SLUGS } from '../lounge/circles';
import { REPORT_REASON_VALUES, ITEM_STATUSES } from '../lounge/moderation';
import { REACTION_KINDS } from '../lounge/reactions';
import { sanitiseText } from '../validation/sanitise';
import { TEXT_MESSAGES, contentField, titleField } from '../validation/text';

/** The Lounge's member API (issue 21). Text is returned as text; pages parse the light formatting. */
export const LOUNGE_MESSAGES = {
  bodyRequired: 'Please write something first.',
  noCircle: 'Please choose a circle.',
  pseudonym: 'Please use 2 to 30 letters, numbers, spaces or hyphens.',
  pseudonymTaken: 'Someone already uses that name here. Please choose another.',
  identityChosen: 'You have already chosen how you appear in the Lounge.',
  noFirstName: 'We could not find a first name on your account. Please choose a pseudonym instead.',
  needsIdentity: 'Please choose how you appear before you post.',
  needsGuidelines: 'Please read and accept the community guidelines before you post.',
  notFound: 'We could not find that post or comment. It may have been removed.',
  replyDepth: 'Replies go one level deep: please reply to the comment above instead.',
  reportReason: 'Please choose a reason.',
  selfBlock: 'You cannot block yourself.',
} as const;

const body = contentField
  .transform(sanitiseText)
  .pipe(z.string().min(1, LOUNGE_MESSAGES.bodyRequired).max(10_000, TEXT_MESSAGES.contentTooLong));
const title = titleField.transform(sanitiseText).pipe(z.string().min(1, TEXT_MESSAGES.titleRequired));

export const CircleSlug = z.enum(CIRCLE_SLUGS, { message: LOUNGE_MESSAGES.noCircle });
export const PostInput = z.object({ circle: CircleSlug, title, body });
export type PostInput = z.input<typeof PostInput>;
export const PostEditInput = z.object({ title, body });
export const CommentInput = z.object({ body, parentId: z.uuid().nullish() });
export type CommentInput = z.input<typeof CommentInput>;
export const CommentEditInput = z.object({ body });

export const ItemParams = z.object({ id: z.uuid({ message: LOUNGE_MESSAGES.notFound }) });
export const ItemKind = z.enum(['post', 'comment']);
export const ReactionParams = z.object({ kind: ItemKind, id: z.uuid(), reaction: z.enum(REACTION_KINDS) });
export const ReportInput = z.object({
  itemKind: ItemKind,
  itemId: z.uuid(),
  reason: z.enum(REPORT_REASON_VALUES, { message: LOUNGE_MESSAGES.reportReason }),
  details: z.string().max(500).transform(sanitiseText).optional(),
});
export type ReportInput = z.input<typeof ReportInput>;
export const MemberParams = z.object({ memberKey: z.uuid() });
export const CircleParams = z.object({ circle: CircleSlug });

export const FeedQuery = z.object({
  circle: CircleSlug.optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export const IdentityInput = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('first_name') }),
  z.object({
    kind: z.literal('pseudonym'),
    pseudonym: z
      .string()
      .trim()
      .regex(/^[\p{L}\p{N}][\p{L}\p{N} -]{0,28}[\p{L}\p{N}]$/u, LOUNGE_MESSAGES.pseudonym),
  }),
]);
export type IdentityInput = z.input<typeof IdentityInput>;
export const GuidelinesInput = z.object({ version: z.string().min(1).max(40) });

const Reactions = z.object({ calm: z.number().int(), me_too: z.number().int(), helped: z.number().int() });
export const AuthorView = z.object({
  memberKey: z.string(),
  name: z.string(),
  badge: z.enum(['coach', 'staff']).nullable(),
  you: z.boolean(),
});
export type AuthorView = z.infer<typeof AuthorView>;

const itemFields = {
  id: Id,
  /** null when the item was removed or its author is gone. */
  author: AuthorView.nullable(),
  body: z.string(),
  removed: z.boolean(),
  status: z.enum(ITEM_STATUSES),
  /** Why a moderator hid it: shown to its author only. */
  moderationReason: z.string().nullable(),
  edited: z.boolean(),
  createdAt: Timestamp,
  reactions: Reactions,
  mine: z.array(z.enum(REACTION_KINDS)),
};
export const PostView = z.object({ ...itemFields, circle: z.string(), title: z.string(), commentCount: z.number().int() });
export type PostView = z.infer<typeof PostView>;
export const CommentView = z.object({ ...itemFields, postId: Id, parentId: Id.nullable() });
export type CommentView = z.infer<typeof CommentView>;

export const FeedPage = z.object({ posts: z.array(PostView), nextCursor: z.string().nullable() });
export type FeedPage = z.infer<typeof FeedPage>;
export const ThreadView = z.object({ post: PostView, comments: z.array(CommentView) });
export type ThreadView = z.infer<typeof ThreadView>;

/** A write's answer: the item, and the crisis tier of its words, so the page shows resources at once. */
export const PostWritten = z.object({ post: PostView, crisisTier: z.number().int() });
export type PostWritten = z.infer<typeof PostWritten>;
export const CommentWritten = z.object({ comment: CommentView, crisisTier: z.number().int() });
export type CommentWritten = z.infer<typeof CommentWritten>;

export const CircleView = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  host: z.string().nullable(),
  muted: z.boolean(),
});
export const CircleList = z.object({ circles: z.array(CircleView) });
export type CircleList = z.infer<typeof CircleList>;

export const LoungeNotice = z.object({ action: z.string(), reason: z.string(), at: z.string(), days: z.number().nullable() });
export const LoungeMe = z.object({
  identity: z.object({ name: z.string(), kind: z.enum(['first_name', 'pseudonym']), memberKey: z.string() }).nullable(),
  /** The first name on the account, offered as a choice (never shown to others unless chosen). */
  firstName: z.string().nullable(),
  guidelines: z.object({ current: z.string(), accepted: z.string().nullable() }),
  suspendedUntil: z.string().nullable(),
  notices: z.array(LoungeNotice),
  blocked: z.array(z.object({ memberKey: z.string(), name: z.string() })),
  moderator: z.boolean(),
});
export type LoungeMe = z.infer<typeof LoungeMe>;
export { Done } from './blocks';
