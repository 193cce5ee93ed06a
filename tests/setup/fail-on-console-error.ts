import { afterEach, beforeEach, vi } from 'vitest';
import { consumeConsoleErrors, recordConsoleError } from './console-guard';

// ARCHITECTURE.md §4: console.error during a test fails it, unless the test consumed it.
beforeEach(() => {
  consumeConsoleErrors();
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => recordConsoleError(args));
});
afterEach(() => {
  vi.restoreAllMocks();
  const left = consumeConsoleErrors();
  if (left.length > 0) {
    const first = left[0].map((a) => (a instanceof Error ? a.stack : String(a))).join(' ');
    throw new Error(`console.error was called during the test: ${first}`);
  }
});
