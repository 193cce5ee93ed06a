import { describe, expect, it } from 'vitest';
import { BREATHING_SUGGESTIONS, breathRoundSeconds, pickBreathingSuggestion, roundsForDuration } from './breathing';

const byName = (name: string) => BREATHING_SUGGESTIONS.find((s) => s.name === name)!;

describe('spec 9 breathing suggestions', () => {
  it('has exactly the three patterns of spec 9 with their numbers and lengths', () => {
    expect(BREATHING_SUGGESTIONS.map((s) => s.name)).toEqual(['4-7-8 Breath', 'Box Breathing', '5-4-3 Grounding']);

    const fourSevenEight = byName('4-7-8 Breath');
    expect(fourSevenEight.kind === 'breath' && fourSevenEight.pattern).toEqual({ inhale: 4, hold: 7, exhale: 8, rest: 0 });
    expect(fourSevenEight.duration).toEqual({ seconds: 60, label: '1 min' });

    const box = byName('Box Breathing');
    expect(box.kind === 'breath' && box.pattern).toEqual({ inhale: 4, hold: 4, exhale: 4, rest: 4 });
    expect(box.duration).toEqual({ seconds: 120, label: '2 min' });

    const grounding = byName('5-4-3 Grounding');
    expect(grounding.kind === 'grounding' && grounding.pattern.senses).toEqual([
      { count: 5, sense: 'see' },
      { count: 4, sense: 'touch' },
      { count: 3, sense: 'hear' },
    ]);
    expect(grounding.duration).toEqual({ seconds: 30, label: '30 sec' });
  });

  it('counts whole rounds closest to the length, never fewer than one', () => {
    expect(breathRoundSeconds({ inhale: 4, hold: 7, exhale: 8, rest: 0 })).toBe(19);
    expect(roundsForDuration({ inhale: 4, hold: 7, exhale: 8, rest: 0 }, 60)).toBe(3);
    expect(roundsForDuration({ inhale: 4, hold: 4, exhale: 4, rest: 4 }, 120)).toBe(8);
    expect(roundsForDuration({ inhale: 4, hold: 4, exhale: 4, rest: 4 }, 5)).toBe(1);
  });

  it('picks one at random across the whole list', () => {
    expect(pickBreathingSuggestion(() => 0).name).toBe('4-7-8 Breath');
    expect(pickBreathingSuggestion(() => 0.5).name).toBe('Box Breathing');
    expect(pickBreathingSuggestion(() => 0.999).name).toBe('5-4-3 Grounding');
  });
});
