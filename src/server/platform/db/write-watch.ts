import type { Logger } from 'drizzle-orm/logger';

export type WriteKind = 'insert' | 'update' | 'delete';

/** What a drizzle statement writes (`insert into "t"`, `update "t"`, `delete from "t"`), or null for a read. */
export function writeOf(query: string): { kind: WriteKind; table: string } | null {
  const match = /^(insert into|update|delete from) "([a-z_][a-z0-9_]*)"/.exec(query);
  return match ? { kind: match[1].split(' ')[0] as WriteKind, table: match[2] } : null;
}

/**
 * Tells listeners, in this process and before it runs, of every drizzle statement that writes a
 * table: caches of this instance drop what the write may change at once, without waiting for the
 * database's notification (decision 130). Installed as the drizzle logger, so it sees every query
 * drizzle sends (better-auth's included); raw SQL through `execute` is not seen.
 */
export function createWriteWatch() {
  const listeners = new Set<(table: string, kind: WriteKind) => void>();
  const logger: Logger = {
    logQuery(query) {
      if (listeners.size === 0) return;
      const write = writeOf(query);
      if (write) for (const listener of listeners) listener(write.table, write.kind);
    },
  };
  return {
    logger,
    onWrite(listener: (table: string, kind: WriteKind) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
