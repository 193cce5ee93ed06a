import { describe, expect, it } from 'vitest';
import { createShutdown } from './shutdown';

function harness(steps: Record<string, () => Promise<void>>, forceAfterMs?: number) {
  const calls: string[] = [];
  const exits: number[] = [];
  const logged: string[] = [];
  const shutdown = createShutdown({
    log: { info: (_d, m) => logged.push(m), error: (_d, m) => logged.push(m) },
    steps: Object.entries(steps).map(([name, run]) => ({
      name,
      run: async () => {
        calls.push(name);
        await run();
      },
    })),
    exit: (code) => exits.push(code),
    forceAfterMs,
  });
  return { shutdown, calls, exits, logged };
}
const ok = async () => {};

describe('graceful shutdown', () => {
  it('closes the http server, then the services, then the database, and exits 0', async () => {
    const order: string[] = [];
    const h = harness({
      'http server': async () => {
        await new Promise((r) => setTimeout(r, 20)); // requests in flight finish first
        order.push('http server closed');
      },
      services: async () => void order.push('services stopped'),
      database: async () => void order.push('database closed'),
    });
    await h.shutdown('SIGTERM');
    expect(order).toEqual(['http server closed', 'services stopped', 'database closed']);
    expect(h.exits).toEqual([0]);
    expect(h.logged[0]).toBe('shutting down');
  });

  it('runs once, however many signals arrive', async () => {
    const h = harness({ 'http server': ok, services: ok, database: ok });
    await Promise.all([h.shutdown('SIGTERM'), h.shutdown('SIGINT'), h.shutdown('SIGTERM')]);
    expect(h.calls).toEqual(['http server', 'services', 'database']);
    expect(h.exits).toEqual([0]);
  });

  it('still closes the database when a step before it fails, and exits 1', async () => {
    const h = harness({
      'http server': ok,
      services: async () => {
        throw new Error('worker would not stop');
      },
      database: ok,
    });
    await h.shutdown('SIGTERM');
    expect(h.calls).toEqual(['http server', 'services', 'database']);
    expect(h.logged).toContain('shutdown: services failed');
    expect(h.exits).toEqual([1]);
  });

  it('exits 1 when a step hangs past the time limit', async () => {
    const h = harness({ 'http server': () => new Promise<void>(() => {}), services: ok, database: ok }, 30);
    void h.shutdown('SIGTERM');
    await new Promise((r) => setTimeout(r, 100));
    expect(h.exits).toEqual([1]);
    expect(h.calls).toEqual(['http server']);
  });
});
