import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';
import { hijackKeepingHeaders } from '../security';
import type { RealtimeBus, RealtimeEvent } from './bus';

const HEARTBEAT_MS = 25_000;

/** The id of the last event a tab saw: the Last-Event-ID header of EventSource's own reconnect, or ?lastEventId= when the app opens a new stream. */
function lastEventId(header: unknown, query: unknown): string | null {
  const value = typeof header === 'string' ? header : (query as { lastEventId?: unknown } | undefined)?.lastEventId;
  return typeof value === 'string' && /^\d{1,19}$/.test(value) ? value : null;
}

/** What a tab missed on all its keys (its user and the topics), oldest first. */
async function missedSince(bus: RealtimeBus, keys: string[], after: string): Promise<RealtimeEvent[]> {
  const lists = await Promise.all(keys.map((key) => bus.since(key, after)));
  return lists.flat().sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1));
}

/**
 * GET /api/realtime/events: server-sent events for the signed-in user's tabs, and for the topics
 * every signed-in member follows (the Lounge's new posts and comments). Each event carries its id;
 * a tab that comes back first gets what it missed, then the live stream, each event once.
 */
export async function realtimeRoutes(app: FastifyInstance, opts: { bus: RealtimeBus; topics?: string[] }) {
  const topics = opts.topics ?? [];
  const open = new Set<ServerResponse>();
  // Streams never end on their own: close them so a graceful shutdown does not wait for tabs.
  app.addHook('preClose', async () => {
    for (const res of open) res.end();
  });

  app.get('/api/realtime/events', { config: { access: 'member', stream: true, privateWords: 'none' } }, (request, reply) => {
    const actor = request.actor;
    if (actor.kind !== 'user') return reply.code(401).send();
    hijackKeepingHeaders(reply);
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write('retry: 5000\n: connected\n\n');
    open.add(res);
    const sent = new Set<string>();
    const write = (event: RealtimeEvent) => {
      if (sent.has(event.id)) return;
      sent.add(event.id);
      res.write(`id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`);
    };
    // Live events wait while the missed ones are written, so the tab gets them in order.
    let backlog: RealtimeEvent[] | null = [];
    const keys = [actor.userId, ...topics];
    const stops = keys.map((key) => opts.bus.subscribe(key, (event) => (backlog ? backlog.push(event) : write(event))));
    const unsubscribe = () => stops.forEach((stop) => stop());
    const after = lastEventId(request.headers['last-event-id'], request.query);
    void (after ? missedSince(opts.bus, keys, after) : Promise.resolve([]))
      .catch(() => [] as RealtimeEvent[])
      .then((missed) => {
        for (const event of [...missed, ...(backlog ?? [])]) write(event);
        backlog = null;
      });
    const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), HEARTBEAT_MS);
    res.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(res);
    });
  });
}
