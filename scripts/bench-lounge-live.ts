// The Lounge live figure of `npm run bench` (issue 21, decision 104): events delivered per second
// to 500 open streams of the real SSE endpoint GET /api/realtime/events, each a member of its own.
// Lounge events are published on the shared topic (`topic:lounge`) through the bus as the routes
// do (stored, NOTIFY, LISTEN, fan-out); a delivery counts when a stream has read the whole event.
// The figure is the deliveries over the time from the first publish to the last delivery; each
// delivery's latency (publish to arrival) gives p50 and p99.
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { LOUNGE_POST_CREATED, LOUNGE_TOPIC } from '../src/shared/lounge/events';
import { asActor, makeActor, type TestApp } from '../src/server/testing/test-app';
import { percentile } from './bench-sofia';

interface Stream {
  request: http.ClientRequest;
  received: number;
}

/** Opens one member's stream; resolves when the server said it is connected. `onEvent` gets each whole event's data line. */
function openStream(base: string, onEvent: (data: string) => void): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const stream = { received: 0 } as Stream;
    stream.request = http.get(`${base}/api/realtime/events`, { agent: false, headers: asActor(makeActor()) }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`The stream answered ${res.statusCode}.`));
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk: string) => {
        buffer += chunk;
        const frames = buffer.split('\n\n');
        buffer = frames.pop()!;
        for (const frame of frames) {
          if (frame.includes(': connected')) resolve(stream);
          const data = /^data: (.*)$/m.exec(frame);
          if (data && frame.includes(`event: ${LOUNGE_POST_CREATED}`)) {
            stream.received += 1;
            onEvent(data[1]!);
          }
        }
      });
    });
    stream.request.on('error', reject);
  });
}

export async function benchLoungeLive(t: TestApp, base: string, options: { streams: number; events: number; timeoutMs: number }) {
  const publishedAt = new Map<string, number>();
  const latencies: number[] = [];
  let lastArrival = 0;
  const onEvent = (data: string) => {
    const now = performance.now();
    const sent = publishedAt.get((JSON.parse(data) as { postId: string }).postId);
    if (sent !== undefined) latencies.push(now - sent);
    lastArrival = now;
  };
  const streams: Stream[] = [];
  // Opened in groups, as tabs arrive, so the connection handshakes do not all queue at once.
  for (let i = 0; i < options.streams; i += 50) {
    streams.push(...(await Promise.all(Array.from({ length: Math.min(50, options.streams - i) }, () => openStream(base, onEvent)))));
  }
  const expected = options.streams * options.events;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: options.events }, async () => {
      const postId = randomUUID();
      publishedAt.set(postId, performance.now());
      await t.publish(LOUNGE_TOPIC, LOUNGE_POST_CREATED, { postId, circle: 'wins-this-week' });
    }),
  );
  const publishSeconds = (performance.now() - started) / 1000;
  const deadline = Date.now() + options.timeoutMs;
  while (latencies.length < expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
  for (const s of streams) s.request.destroy();
  const seconds = (lastArrival - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    delivered: latencies.length,
    missing: expected - latencies.length,
    perSecond: latencies.length / seconds,
    publishPerSecond: options.events / publishSeconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}
