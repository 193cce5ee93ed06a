/**
 * Limits that hold without a moderator (issue 21): posts and comments per hour, a cooldown for
 * brand-new accounts, and a link limit. Each refusal says plainly what happened and when to try.
 */
export const NEW_ACCOUNT_HOURS = 24;
export const LIMITS = {
  established: { postsPerHour: 5, commentsPerHour: 30, linksPerItem: 3, minutesBetweenPosts: 0 },
  new: { postsPerHour: 2, commentsPerHour: 10, linksPerItem: 1, minutesBetweenPosts: 2 },
} as const;

/** Items inside this window count as a burst (flagged for a moderator, not refused). */
export const BURST = { items: 4, minutes: 10 } as const;

export const LIMIT_MESSAGES = {
  postsPerHour: (n: number) => `You've shared ${n} posts in the last hour. Please take a breather and post again a little later.`,
  commentsPerHour: (n: number) => `You've written ${n} comments in the last hour. Please pause for a while before the next one.`,
  cooldown: (minutes: number) =>
    `New accounts wait ${minutes} minutes between posts, which keeps the Lounge calm. Please try again in a moment.`,
  links: (n: number) =>
    n === 1
      ? 'Please share at most 1 link in one post while your account is new.'
      : `Please share at most ${n} links in one post or comment.`,
  suspended: (until: string) => `Posting is paused for your account until ${until}. You can still read the Lounge.`,
} as const;

export type ItemKind = 'post' | 'comment';

export interface RecentActivity {
  /** When the member's account was created. */
  accountCreatedAt: Date;
  postsLastHour: number;
  commentsLastHour: number;
  /** The member's latest post, for the new-account cooldown. */
  lastPostAt: Date | null;
  suspendedUntil: Date | null;
}

/** status: 403 while suspended, 429 for a rate or cooldown, 422 for too many links. */
export type LimitRefusal = { status: 403 | 422 | 429; field: 'body' | 'form'; message: string; retryAfterSeconds?: number };

const LINK = /\b(?:https?:\/\/|www\.)[^\s]+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|org|net|io|co|uk|de|info|app|me|ly)\b(?:\/[^\s]*)?/gi;

/** The links in a piece of text (full addresses and bare domains). */
export function findLinks(text: string): string[] {
  return text.match(LINK) ?? [];
}

export function isNewAccount(accountCreatedAt: Date, now: Date): boolean {
  return now.getTime() - accountCreatedAt.getTime() < NEW_ACCOUNT_HOURS * 3_600_000;
}

/** Whether the member may write this item now; null when they may. */
/** An edit meets the suspension and the link limit, not the hourly counts. */
export function checkLimits(kind: ItemKind | 'edit', text: string, activity: RecentActivity, now: Date): LimitRefusal | null {
  if (activity.suspendedUntil && activity.suspendedUntil > now) {
    return { status: 403, field: 'form', message: LIMIT_MESSAGES.suspended(activity.suspendedUntil.toISOString().slice(0, 10)) };
  }
  const limits = isNewAccount(activity.accountCreatedAt, now) ? LIMITS.new : LIMITS.established;
  if (kind === 'post') {
    if (activity.postsLastHour >= limits.postsPerHour) {
      return { status: 429, field: 'form', message: LIMIT_MESSAGES.postsPerHour(activity.postsLastHour), retryAfterSeconds: 3600 };
    }
    if (limits.minutesBetweenPosts > 0 && activity.lastPostAt) {
      const waitMs = activity.lastPostAt.getTime() + limits.minutesBetweenPosts * 60_000 - now.getTime();
      if (waitMs > 0)
        return {
          status: 429,
          field: 'form',
          message: LIMIT_MESSAGES.cooldown(limits.minutesBetweenPosts),
          retryAfterSeconds: Math.ceil(waitMs / 1000),
        };
    }
  } else if (kind === 'comment' && activity.commentsLastHour >= limits.commentsPerHour) {
    return { status: 429, field: 'form', message: LIMIT_MESSAGES.commentsPerHour(activity.commentsLastHour), retryAfterSeconds: 3600 };
  }
  if (findLinks(text).length > limits.linksPerItem)
    return { status: 422, field: 'body', message: LIMIT_MESSAGES.links(limits.linksPerItem) };
  return null;
}

/** Text compared for "repeated text": case, spacing and punctuation do not make it new. */
export function repeatKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
