import type { UserActor } from '#server/platform/access';
import type { Database } from '#server/platform/db/client';

/** The channel the migration's triggers notify with the id of the member whose caller changed. */
export const ACTOR_CHANGE_CHANNEL = 'actor_change';
/** The tables whose writes change a resolved caller: the triggers of migration 0025 watch the same. */
export const ACTOR_TABLES: ReadonlySet<string> = new Set(['sessions', 'users', 'memberships', 'tier_grants', 'hardship_applications']);
/** A resolved caller is kept at most this long (a tier that runs out by the clock is seen within it). */
export const ACTOR_TTL_MS = 10_000;
const MAX_ENTRIES = 20_000;

interface Entry {
  actor: UserActor;
  until: number;
}

export interface ActorCache {
  /**
   * The caller resolved for this exact Cookie header (what better-auth decided from it), while it
   * is fresh and nothing about it changed.
   */
  get(cookieHeader: string): UserActor | undefined;
  /** A mark taken before resolving a caller: `set` keeps nothing if anything was forgotten since. */
  mark(): number;
  /** Keeps a caller until the earlier of the time-to-live and the session's own expiry. */
  set(cookieHeader: string, actor: UserActor, sessionExpiresAt: Date, mark: number): void;
  /** Forgets every session of a member ('' or unknown: forgets everyone). */
  forgetUser(userId: string): void;
  clear(): void;
  size(): number;
  close(): Promise<void>;
}

/**
 * Resolved callers of this instance (decision 130), so an authenticated request costs no session,
 * user or entitlement query. Kept correct by forgetting: a write of this process to a watched
 * table forgets everyone at once (before it runs), and every instance forgets the member that the
 * database's triggers name over LISTEN/NOTIFY after the commit. While that notification channel
 * is down (PostgreSQL only), nothing is kept; when it comes back, everything is forgotten.
 */
export async function createActorCache(database: Database, now: () => number = Date.now): Promise<ActorCache> {
  const entries = new Map<string, Entry>();
  // Counts forgettings, so a caller read before one of them is never kept after it.
  let forgotten = 0;
  const listening = () => database.kind === 'pglite' || database.listenerCount() > 0;
  const clear = () => {
    forgotten += 1;
    entries.clear();
  };
  const forgetUser = (userId: string) => {
    if (!userId) return clear();
    forgotten += 1;
    for (const [key, entry] of entries) if (entry.actor.userId === userId) entries.delete(key);
  };
  // A new session changes no caller already resolved (signing in happens all the time).
  const stopWatch = database.onWrite((table, kind) => {
    if (ACTOR_TABLES.has(table) && !(table === 'sessions' && kind === 'insert')) clear();
  });
  const stopListen = await database.listen(ACTOR_CHANGE_CHANNEL, forgetUser, clear);
  return {
    get(cookieHeader) {
      const entry = entries.get(cookieHeader);
      if (!entry) return undefined;
      if (entry.until > now() && listening()) return entry.actor;
      entries.delete(cookieHeader);
      return undefined;
    },
    mark: () => forgotten,
    set(cookieHeader, actor, sessionExpiresAt, mark) {
      if (mark !== forgotten || !listening()) return;
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(cookieHeader, { actor, until: Math.min(now() + ACTOR_TTL_MS, sessionExpiresAt.getTime()) });
    },
    forgetUser,
    clear,
    size: () => entries.size,
    close: async () => {
      stopWatch();
      await stopListen();
      clear();
    },
  };
}
