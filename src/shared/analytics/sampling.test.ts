import { describe, expect, it } from 'vitest';
import { sessionBucket, sessionSampled } from './sampling';

describe('sessionSampled', () => {
  it('decides the same for the same session every time', () => {
    expect(sessionBucket('abcdefgh12345678')).toBe(sessionBucket('abcdefgh12345678'));
  });

  it('takes every session at rate 1 and none at rate 0', () => {
    expect(sessionSampled('abcdefgh12345678', 1)).toBe(true);
    expect(sessionSampled('abcdefgh12345678', 0)).toBe(false);
  });

  it('takes about the given share of many sessions', () => {
    const ids = Array.from({ length: 2000 }, (_, i) => `session-${i}-${i * 7919}`);
    const share = ids.filter((id) => sessionSampled(id, 0.5)).length / ids.length;
    expect(share).toBeGreaterThan(0.45);
    expect(share).toBeLessThan(0.55);
  });
});
