import { describe, expect, it } from 'vitest';
import { MAX_DURATION_SECONDS, PageViewDurationInput, VitalsInput } from './tracking';

const session = 'abcdefgh12345678';

describe('PageViewDurationInput (the beacon)', () => {
  it.each<[string, unknown, boolean]>([
    ['a whole number of seconds', { session_id: session, duration_seconds: 42 }, true],
    ['zero', { session_id: session, duration_seconds: 0 }, true],
    ['the upper bound', { session_id: session, duration_seconds: MAX_DURATION_SECONDS }, true],
    ['above the bound', { session_id: session, duration_seconds: MAX_DURATION_SECONDS + 1 }, false],
    ['negative', { session_id: session, duration_seconds: -1 }, false],
    ['a fraction', { session_id: session, duration_seconds: 1.5 }, false],
    ['a string', { session_id: session, duration_seconds: '42' }, false],
    ['no session', { duration_seconds: 42 }, false],
    ['a short session id', { session_id: 'abc', duration_seconds: 42 }, false],
    ['an unknown field', { session_id: session, duration_seconds: 42, user_id: 'x' }, false],
  ])('%s: %s', (_label, body, ok) => {
    expect(PageViewDurationInput.safeParse(body).success).toBe(ok);
  });
});

describe('VitalsInput', () => {
  const base = { session_id: session, page_path: '/library' };
  it.each<[string, unknown, boolean]>([
    [
      'vitals and a screen',
      { ...base, lcp_ms: 1200, inp_ms: 80, cls: 0.02, ttfb_ms: 300, load_ms: 1500, screen_resolution: '390x844' },
      true,
    ],
    [
      'errors with their first lines',
      { ...base, error_count: 1, errors: [{ message: 'TypeError: x', at: '2026-11-27T06:00:00Z', attempt: 1 }] },
      true,
    ],
    ['a page that is not a path', { ...base, page_path: 'https://x' }, false],
    ['a screen that is not WxH', { ...base, screen_resolution: 'big' }, false],
    ['an overlong error', { ...base, errors: [{ message: 'x'.repeat(501), at: '2026-11-27T06:00:00Z', attempt: 1 }] }, false],
    [
      'too many errors',
      { ...base, errors: Array.from({ length: 6 }, () => ({ message: 'e', at: '2026-11-27T06:00:00Z', attempt: 1 })) },
      false,
    ],
    ['a negative vital', { ...base, lcp_ms: -5 }, false],
  ])('%s', (_label, body, ok) => {
    expect(VitalsInput.safeParse(body).success).toBe(ok);
  });
});
