import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database } from '../db/client';

/**
 * Which published content a piece of work read, and when that content changes (review 6, finding 1).
 * A cache of something drawn from content (the server-drawn public pages, site/first-paint.ts)
 * records the items its drawing read, and forgets exactly the drawings that read an item when it
 * changes. Changes reach every server instance over LISTEN/NOTIFY, as the resolved-caller cache's do.
 */

/** A read of one item (`kind:slug`) or of a whole kind (`kind:*`, a list). */
export type ContentRead = `${string}:${string}`;

const reading = new AsyncLocalStorage<Set<ContentRead>>();

/** Runs `work` while noting every content read it makes (through the loader) into `reads`. */
export function recordContentReads<T>(reads: Set<ContentRead>, work: () => T): T {
  return reading.run(reads, work);
}

/** Called by the content loader for each read: kept only while something records (else a no-op). */
export function noteContentRead(kind: string, slug: string | null): void {
  reading.getStore()?.add(`${kind}:${slug ?? '*'}`);
}

/** Whether work that made these reads may show the changed item (kind '*': anything may have changed). */
export function readsTouch(reads: ReadonlySet<ContentRead>, kind: string, slug: string): boolean {
  return kind === '*' || reads.has(`${kind}:*`) || reads.has(`${kind}:${slug}`);
}

/** The channel a changed item is announced on, as `kind:slug`. */
export const CONTENT_CHANGE_CHANNEL = 'content_change';

export type ContentChangeListener = (kind: string, slug: string) => void;

export interface ContentChanges {
  /**
   * Tells this instance at once (before the caller answers) and every other instance after the
   * commit that the published item changed: published, restored, reverted, unpublished or deleted.
   */
  announce(kind: string, slug: string): Promise<void>;
  /** Called with each changed item; with ('*', '*') when changes may have been missed (a reconnect). */
  subscribe(listener: ContentChangeListener): () => void;
  close(): Promise<void>;
}

export async function createContentChanges(database: Database): Promise<ContentChanges> {
  const listeners = new Set<ContentChangeListener>();
  const tell = (kind: string, slug: string) => {
    for (const listener of listeners) listener(kind, slug);
  };
  const stop = await database.listen(
    CONTENT_CHANGE_CHANNEL,
    (payload) => {
      const at = payload.indexOf(':');
      if (at > 0) tell(payload.slice(0, at), payload.slice(at + 1));
    },
    // Notices sent while this instance was not listening are lost: forget everything.
    () => tell('*', '*'),
  );
  return {
    async announce(kind, slug) {
      tell(kind, slug);
      await database.execute('select pg_notify($1, $2)', [CONTENT_CHANGE_CHANNEL, `${kind}:${slug}`]);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    close: () => stop(),
  };
}
