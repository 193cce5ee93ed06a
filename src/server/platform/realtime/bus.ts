import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Database } from '../db/client';

/**
 * Realtime fan-out (ARCHITECTURE.md §1): events for a user are published with Postgres
 * NOTIFY, every server instance LISTENs and pushes them to that user's open tabs (SSE).
 * Payloads stay small (a type and a few ids): NOTIFY caps them at 8000 bytes.
 */
export const REALTIME_CHANNEL = 'app_realtime';
const MAX_PAYLOAD_BYTES = 7900;

export const RealtimeEventSchema = z.object({
  id: z.string(),
  type: z.string().min(1).max(100),
  data: z.unknown(),
});
export type RealtimeEvent = z.infer<typeof RealtimeEventSchema>;

const EnvelopeSchema = z.object({ userId: z.string().min(1), event: RealtimeEventSchema });

export type RealtimeListener = (event: RealtimeEvent) => void;

export interface RealtimeBus {
  publish(userId: string, type: string, data?: unknown): Promise<RealtimeEvent>;
  subscribe(userId: string, listener: RealtimeListener): () => void;
  connectionCount(): number;
  close(): Promise<void>;
}

export async function createRealtimeBus(database: Database): Promise<RealtimeBus> {
  const subscribers = new Map<string, Set<RealtimeListener>>();
  const stop = await database.listen(REALTIME_CHANNEL, (raw) => {
    let parsed: z.infer<typeof EnvelopeSchema>;
    try {
      parsed = EnvelopeSchema.parse(JSON.parse(raw));
    } catch {
      return;
    }
    for (const listener of subscribers.get(parsed.userId) ?? []) listener(parsed.event);
  });

  return {
    async publish(userId, type, data = null) {
      const event: RealtimeEvent = { id: randomUUID(), type, data };
      const payload = JSON.stringify({ userId, event });
      if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
        throw new Error(`Realtime event ${type} is too large; send ids and let the client refetch.`);
      }
      await database.notify(REALTIME_CHANNEL, payload);
      return event;
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
    connectionCount() {
      let n = 0;
      for (const set of subscribers.values()) n += set.size;
      return n;
    },
    close: () => stop(),
  };
}
