import { describe, expect, it } from 'vitest';
import { errorLog, firstLines } from './vitals';

describe('client errors for the performance sample', () => {
  it('keeps the first three lines, at most 500 characters', () => {
    expect(firstLines('TypeError: x\n at a\n at b\n at c')).toBe('TypeError: x\n at a\n at b');
    expect(firstLines('x'.repeat(900))).toHaveLength(500);
    expect(firstLines('')).toBe('Unknown error');
  });

  it('counts every error and keeps five distinct ones with their attempts', () => {
    const log = errorLog();
    const at = new Date('2026-11-27T06:00:00Z');
    for (const message of ['A', 'A', 'B', 'C', 'D', 'E', 'F', 'G']) log.add(message, at);
    expect(log.count).toBe(8);
    expect(log.entries()).toEqual([
      { message: 'A', at: at.toISOString(), attempt: 2 },
      { message: 'B', at: at.toISOString(), attempt: 1 },
      { message: 'C', at: at.toISOString(), attempt: 1 },
      { message: 'D', at: at.toISOString(), attempt: 1 },
      { message: 'E', at: at.toISOString(), attempt: 1 },
    ]);
  });
});
