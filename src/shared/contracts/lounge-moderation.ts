import { z } from 'zod';
import { Id, Timestamp } from './blocks';
import { FLAG_SOURCES, ITEM_ACTIONS, ITEM_STATUSES, MEMBER_ACTIONS, SUSPEND_DAYS_MAX } from '../lounge/moderation';
import { sanitiseText } from '../validation/sanitise';

/** The moderators' queue and actions (issue 21, spec 2.7 /admin/moderation). */
export const MODERATION_MESSAGES = {
  reason: 'Please say why, in a few words: the member is told.',
  notAllowed: 'That action does not apply to this item as it is now.',
  days: `Please choose from 1 to ${SUSPEND_DAYS_MAX} days.`,
} as const;

const reason = z.string().transform(sanitiseText).pipe(z.string().min(3, MODERATION_MESSAGES.reason).max(500));

export const ModerationItemParams = z.object({ kind: z.enum(['post', 'comment']), id: z.uuid() });
export const ItemActionInput = z.object({ action: z.enum(ITEM_ACTIONS), reason });
export type ItemActionInput = z.input<typeof ItemActionInput>;
export const MemberActionInput = z
  .object({
    action: z.enum(MEMBER_ACTIONS),
    reason,
    days: z.coerce
      .number()
      .int(MODERATION_MESSAGES.days)
      .min(1, MODERATION_MESSAGES.days)
      .max(SUSPEND_DAYS_MAX, MODERATION_MESSAGES.days)
      .optional(),
  })
  .refine((v) => v.action !== 'suspend' || v.days !== undefined, { message: MODERATION_MESSAGES.days, path: ['days'] });
export type MemberActionInput = z.input<typeof MemberActionInput>;
export const ModerationMemberParams = z.object({ memberKey: z.uuid() });

export const QueueFlag = z.object({
  source: z.enum(FLAG_SOURCES),
  label: z.string(),
  reason: z.string().nullable(),
  details: z.string().nullable(),
  risk: z.number().int(),
  at: z.string(),
});
export const HistoryEntry = z.object({ action: z.string(), reason: z.string(), at: z.string(), days: z.number().nullable() });

export const QueueItem = z.object({
  kind: z.enum(['post', 'comment']),
  id: Id,
  status: z.enum(ITEM_STATUSES),
  circle: z.string(),
  /** The post's title (for a comment: the title of the post it is on). */
  title: z.string(),
  body: z.string(),
  /** For a comment: the post it answers, and the comment it replies to. */
  context: z.object({ postId: Id, postBody: z.string().nullable(), parentBody: z.string().nullable() }),
  author: z.object({ memberKey: z.string().nullable(), name: z.string(), suspendedUntil: z.string().nullable() }),
  createdAt: Timestamp,
  risk: z.number().int(),
  crisisTier: z.number().int(),
  flags: z.array(QueueFlag),
  history: z.array(HistoryEntry),
  actions: z.array(z.enum(ITEM_ACTIONS)),
});
export type QueueItem = z.infer<typeof QueueItem>;
export const ModerationQueue = z.object({ items: z.array(QueueItem) });
export type ModerationQueue = z.infer<typeof ModerationQueue>;
export const ModerationDone = z.object({ status: z.enum(ITEM_STATUSES).nullable(), suspendedUntil: z.string().nullable() });
