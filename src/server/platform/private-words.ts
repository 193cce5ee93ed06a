// What a member route returns of the member's own words, for staff viewing the app as her
// (decision 070; review 6, safety 5). Declared on the route itself, next to its access policy, so
// the impersonation guard decides from the matched route, never from a list of paths that drifts.

/** A reply with its member-written parts taken out (the rest is what staff may see). */
export type Redact = (payload: Record<string, unknown>) => Record<string, unknown>;

/**
 * - `none`: nothing the member wrote privately (content, numbers, choices, or words she wrote for
 *   staff or for others to read: a hardship application, a review, a Lounge post).
 * - `block`: the reply is her private words: refused (403 `PRIVATE_TEXT_HIDDEN`) to staff viewing
 *   as her unless she gave support access.
 * - `never`: refused to staff viewing as her even with support access (the whole data export).
 * - `{ redact }`: words mixed with other data: taken out of the reply unless she gave support access.
 */
export type PrivateWords = 'none' | 'block' | 'never' | { redact: Redact };

/** The policies whose GET routes must say what they return of the member's words (a member's own data). */
export const MEMBER_DATA_POLICIES = ['member', 'premium', 'coach'] as const;

/** A member route's configuration when it returns none of her private words. */
export const MEMBER_READ = { access: 'member', privateWords: 'none' } as const;

/** A member route's configuration when its reply is her private words (journal, Sofia, safety plan…). */
export const MEMBER_PRIVATE_READ = { access: 'member', privateWords: 'block' } as const;
