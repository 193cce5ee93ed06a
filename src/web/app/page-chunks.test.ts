import { describe, expect, it, vi } from 'vitest';
import { prefetchPageModule, setPrefetchWorkerForTests } from './page-chunks';

/** A stand-in for the prefetch worker: answers each request as the real one does. */
function standInWorker(answer: (moduleKey: string) => string | undefined) {
  const target = new EventTarget();
  const posted: unknown[] = [];
  return {
    posted,
    addEventListener: target.addEventListener.bind(target) as Worker['addEventListener'],
    terminate: vi.fn(),
    fail: () => target.dispatchEvent(new Event('error')),
    postMessage(message: { id: number; moduleKey: string }) {
      posted.push(message);
      const error = answer(message.moduleKey);
      queueMicrotask(() =>
        target.dispatchEvent(new MessageEvent('message', { data: error ? { id: message.id, error } : { id: message.id } })),
      );
    },
  };
}

describe('prefetchPageModule', () => {
  it("posts the module key to the worker and settles with the worker's answer for that request", async () => {
    const worker = standInWorker((key) => (key === '99' ? 'The build lists no files for 99.' : undefined));
    setPrefetchWorkerForTests(worker as never);
    const [first, unknown, second] = [prefetchPageModule('7'), prefetchPageModule('99'), prefetchPageModule('8')];
    await expect(first).resolves.toBeUndefined();
    await expect(unknown).rejects.toThrow('The build lists no files for 99.');
    await expect(second).resolves.toBeUndefined();
    expect(worker.posted).toEqual([
      { id: expect.any(Number), moduleKey: '7' },
      { id: expect.any(Number), moduleKey: '99' },
      { id: expect.any(Number), moduleKey: '8' },
    ]);
    expect(new Set(worker.posted.map((message) => (message as { id: number }).id)).size).toBe(3);
  });

  it('fails what waits on a worker that stops, and leaves it behind', async () => {
    const silent = { ...standInWorker(() => undefined), postMessage: vi.fn() };
    setPrefetchWorkerForTests(silent as never);
    const waiting = prefetchPageModule('7');
    silent.fail();
    await expect(waiting).rejects.toThrow('The prefetch worker stopped.');
    expect(silent.terminate).toHaveBeenCalledTimes(1);
  });
});
