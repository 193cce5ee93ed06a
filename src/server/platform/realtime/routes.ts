import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';
import type { RealtimeBus } from './bus';

const HEARTBEAT_MS = 25_000;

/** GET /api/realtime/events: server-sent events for the signed-in user's tabs. */
export async function realtimeRoutes(app: FastifyInstance, opts: { bus: RealtimeBus }) {
  const open = new Set<ServerResponse>();
  // Streams never end on their own: close them so a graceful shutdown does not wait for tabs.
  app.addHook('preClose', async () => {
    for (const res of open) res.end();
  });

  app.get('/api/realtime/events', { config: { access: 'member', stream: true } }, (request, reply) => {
    const actor = request.actor;
    if (actor.kind !== 'user') return reply.code(401).send();
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write('retry: 5000\n: connected\n\n');
    open.add(res);
    const unsubscribe = opts.bus.subscribe(actor.userId, (event) => {
      res.write(`id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`);
    });
    const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), HEARTBEAT_MS);
    res.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(res);
    });
  });
}
