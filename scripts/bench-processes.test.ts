import { expect, it } from 'vitest';
import { cpuMicros } from './bench-processes';

it("reads a process's CPU time, which grows while it works (the bench's server CPU a request)", () => {
  const before = cpuMicros(process.pid);
  const end = performance.now() + 60;
  let spin = 0;
  while (performance.now() < end) spin += 1;
  expect(spin).toBeGreaterThan(0);
  // 60 ms of work at 100 ticks a second: at least a few ticks more.
  expect(cpuMicros(process.pid) - before).toBeGreaterThanOrEqual(20_000);
  expect(cpuMicros(2 ** 30)).toBeNaN();
});
