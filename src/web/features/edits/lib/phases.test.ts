import { describe, expect, it } from 'vitest';
import { breathPhases, clockText, describeSeconds, groundingPhases, positionAt, totalSeconds } from './phases';

describe('breathPhases', () => {
  it('keeps the pattern order and skips phases of 0 seconds', () => {
    expect(breathPhases({ inhale: 4, hold: 7, exhale: 8, rest: 0 }).map((p) => [p.label, p.seconds])).toEqual([
      ['Breathe in', 4],
      ['Hold', 7],
      ['Breathe out', 8],
    ]);
    expect(breathPhases({ inhale: 4, hold: 4, exhale: 4, rest: 4 }).map((p) => p.kind)).toEqual(['inhale', 'hold', 'exhale', 'rest']);
  });
});

describe('groundingPhases', () => {
  it('gives each sense an even share of the time', () => {
    const phases = groundingPhases(
      {
        senses: [
          { count: 5, sense: 'see' },
          { count: 4, sense: 'touch' },
          { count: 3, sense: 'hear' },
        ],
      },
      30,
    );
    expect(phases.map((p) => [p.label, p.seconds])).toEqual([
      ['Notice 5 things you can see', 10],
      ['Notice 4 things you can touch', 10],
      ['Notice 3 things you can hear', 10],
    ]);
  });
});

describe('positionAt', () => {
  const phases = breathPhases({ inhale: 4, hold: 7, exhale: 8, rest: 0 });

  it('walks through the phases and rounds second by second', () => {
    expect(positionAt(phases, 2, 0)).toEqual({ round: 1, phaseIndex: 0, secondsLeft: 4, done: false });
    expect(positionAt(phases, 2, 3)).toEqual({ round: 1, phaseIndex: 0, secondsLeft: 1, done: false });
    expect(positionAt(phases, 2, 4)).toEqual({ round: 1, phaseIndex: 1, secondsLeft: 7, done: false });
    expect(positionAt(phases, 2, 11)).toEqual({ round: 1, phaseIndex: 2, secondsLeft: 8, done: false });
    expect(positionAt(phases, 2, 18)).toEqual({ round: 1, phaseIndex: 2, secondsLeft: 1, done: false });
    expect(positionAt(phases, 2, 19)).toEqual({ round: 2, phaseIndex: 0, secondsLeft: 4, done: false });
  });

  it('is done once every round has run', () => {
    expect(totalSeconds(phases, 2)).toBe(38);
    expect(positionAt(phases, 2, 37).done).toBe(false);
    expect(positionAt(phases, 2, 38)).toMatchObject({ round: 2, done: true, secondsLeft: 0 });
    expect(positionAt(phases, 2, 99).done).toBe(true);
  });
});

describe('time words', () => {
  it('reads durations in plain words and as a clock', () => {
    expect(describeSeconds(30)).toBe('30 seconds');
    expect(describeSeconds(60)).toBe('1 minute');
    expect(describeSeconds(90)).toBe('1 minute 30 seconds');
    expect(describeSeconds(120)).toBe('2 minutes');
    expect(clockText(245)).toBe('4:05');
    expect(clockText(0)).toBe('0:00');
  });
});
