import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from './fetch-stub';

// tests/setup/dom.ts undoes every web test's stubbed globals after it: no test file repeats that.
describe('stubbed globals in the web tests', () => {
  const realFetch = globalThis.fetch;

  it('are in place during the test that stubs them', () => {
    const mock = stubFetch({});
    expect(globalThis.fetch).toBe(mock);
    vi.stubGlobal('innerWidth', 320);
    expect(window.innerWidth).toBe(320);
  });

  it('are gone in the next test', () => {
    expect(globalThis.fetch).toBe(realFetch);
    expect(window.innerWidth).not.toBe(320);
  });
});
