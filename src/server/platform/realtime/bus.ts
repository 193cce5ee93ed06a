import { z } from 'zod';
import type { Database } from '../db/client';

/**
 * Realtime fan-out (ARCHITECTURE.md §1): an event for a user is stored (realtime_events) and
 * announced with NOTIFY in the same statement; every server instance LISTENs and pushes it to that
 * user's open tabs (SSE). Nothing is lost or doubled across outages: an instance whose LISTEN
 * connection dropped reads what it missed from the table when it is back, every event has an id
 * and each instance delivers an id once, and a tab that reconnects asks for what came after the
 * last id it saw. Payloads stay small (a type and a few ids): NOTIFY caps them at 8000 bytes.
 */
export const REALTIME_CHANNEL = 'app_realtime';
const MAX_PAYLOAD_BYTES = 7900;
/** How far before the last event seen an instance reads back after a reconnect (commits may land out of id order). */
const CATCH_UP_MARGIN_MS = 5_000;
/** Ids remembered per instance to drop a second delivery of the same event. */
const REMEMBERED_IDS = 10_000;
/** A catch-up that fails (the database is only half back) is tried again this often, this many times. */
const CATCH_UP_RETRY_MS = 500;
const CATCH_UP_ATTEMPTS = 60;
/** Most events replayed to one reconnecting tab, or read back by an instance after an outage. */
const MAX_REPLAY = 1_000;

export const RealtimeEventSchema = z.object({
  id: z.string(),
  type: z.string().min(1).max(100),
  data: z.unknown(),
});
export type RealtimeEvent = z.infer<typeof RealtimeEventSchema>;

const EnvelopeSchema = z.object({ userId: z.string().min(1), at: z.string(), event: RealtimeEventSchema });
type Envelope = z.infer<typeof EnvelopeSchema>;

export type RealtimeListener = (event: RealtimeEvent) => void;

export interface RealtimeBus {
  publish(userId: string, type: string, data?: unknown): Promise<RealtimeEvent>;
  subscribe(userId: string, listener: RealtimeListener): () => void;
  /** The user's events after the one with id `afterId`, oldest first (for a tab that reconnects). */
  since(userId: string, afterId: string): Promise<RealtimeEvent[]>;
  connectionCount(): number;
  close(): Promise<void>;
}

type Row = { id: string | number; user_id: string; type: string; data: unknown; at: string | Date };

const toEnvelope = (row: Row): Envelope => ({
  userId: row.user_id,
  at: new Date(row.at).toISOString(),
  event: { id: String(row.id), type: row.type, data: row.data ?? null },
});

export async function createRealtimeBus(database: Database): Promise<RealtimeBus> {
  const subscribers = new Map<string, Set<RealtimeListener>>();
  const delivered = new Set<string>();
  // Read on the database's clock, so that catching up never depends on this machine's.
  let lastSeenAt = new Date(String((await database.execute('select clock_timestamp() as now')).rows[0].now));

  function deliver(envelope: Envelope) {
    const { event } = envelope;
    if (delivered.has(event.id)) return;
    delivered.add(event.id);
    if (delivered.size > REMEMBERED_IDS) delivered.delete(delivered.values().next().value!);
    const at = new Date(envelope.at);
    if (at > lastSeenAt) lastSeenAt = at;
    for (const listener of subscribers.get(envelope.userId) ?? []) listener(event);
  }

  async function catchUp() {
    const since = new Date(lastSeenAt.getTime() - CATCH_UP_MARGIN_MS).toISOString();
    const { rows } = await database.execute(
      'select id, user_id, type, data, created_at as at from realtime_events where created_at >= $1 order by id limit $2',
      [since, MAX_REPLAY],
    );
    for (const row of rows as Row[]) deliver(toEnvelope(row));
  }

  const stop = await database.listen(
    REALTIME_CHANNEL,
    (raw) => {
      let parsed: Envelope;
      try {
        parsed = EnvelopeSchema.parse(JSON.parse(raw));
      } catch {
        return;
      }
      deliver(parsed);
    },
    () => void catchUpUntilDone(),
  );

  // Right after a restart the first queries may still meet a connection the server dropped: the
  // catch-up is tried again until it has read what was missed (or the bus is closed).
  let closed = false;
  async function catchUpUntilDone(attempt = 0): Promise<void> {
    if (closed) return;
    try {
      await catchUp();
    } catch {
      if (attempt < CATCH_UP_ATTEMPTS) setTimeout(() => void catchUpUntilDone(attempt + 1), CATCH_UP_RETRY_MS);
    }
  }

  return {
    async publish(userId, type, data = null) {
      const probe = JSON.stringify({ userId, at: new Date().toISOString(), event: { id: '9'.repeat(19), type, data } });
      if (Buffer.byteLength(probe) > MAX_PAYLOAD_BYTES) {
        throw new Error(`Realtime event ${type} is too large; send ids and let the client refetch.`);
      }
      // Stored and announced in one statement: the notice goes out when the row is committed.
      const { rows } = await database.execute(
        `with e as (insert into realtime_events (user_id, type, data) values ($1, $2, $3::jsonb) returning id, created_at)
         select e.id, pg_notify($4, json_build_object('userId', $1::text, 'at', e.created_at, 'event',
           json_build_object('id', e.id::text, 'type', $2::text, 'data', $3::jsonb))::text) from e`,
        [userId, type, JSON.stringify(data), REALTIME_CHANNEL],
      );
      return { id: String(rows[0].id), type, data };
    },
    subscribe(userId, listener) {
      const set = subscribers.get(userId) ?? new Set();
      set.add(listener);
      subscribers.set(userId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) subscribers.delete(userId);
      };
    },
    async since(userId, afterId) {
      const { rows } = await database.execute(
        'select id, user_id, type, data, created_at as at from realtime_events where user_id = $1 and id > $2 order by id limit $3',
        [userId, afterId, MAX_REPLAY],
      );
      return (rows as Row[]).map((row) => toEnvelope(row).event);
    },
    connectionCount() {
      let n = 0;
      for (const set of subscribers.values()) n += set.size;
      return n;
    },
    close: () => {
      closed = true;
      return stop();
    },
  };
}
