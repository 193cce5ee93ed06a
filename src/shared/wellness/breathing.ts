/**
 * Spec 9 "Breathing suggestions, picked at random": 4-7-8 Breath (inhale 4, hold 7, exhale 8,
 * 1 min); Box Breathing (4-4-4-4, 2 min); 5-4-3 Grounding (5 see, 4 touch, 3 hear, 30 sec).
 * Used by the Reset Room's guides and by the break reminder card (wellness).
 */

/** A paced breath in seconds (0 skips a phase); the same shape as an Edit's breath practice. */
export interface BreathPattern {
  inhale: number;
  hold: number;
  exhale: number;
  rest: number;
}

/** Grounding through the senses: how many things to notice with each, in order. */
export interface GroundingPattern {
  senses: readonly { count: number; sense: 'see' | 'touch' | 'hear' }[];
}

interface SuggestionBase {
  id: string;
  name: string;
  description: string;
  /** How long it takes, in seconds and in the spec's words. */
  duration: { seconds: number; label: string };
}

export type BreathingSuggestion =
  (SuggestionBase & { kind: 'breath'; pattern: BreathPattern }) | (SuggestionBase & { kind: 'grounding'; pattern: GroundingPattern });

export const BREATHING_SUGGESTIONS: readonly BreathingSuggestion[] = [
  {
    id: '4-7-8-breath',
    kind: 'breath',
    name: '4-7-8 Breath',
    description: 'Breathe in for 4, hold for 7, and breathe out slowly for 8. The long out-breath helps many people slow down.',
    pattern: { inhale: 4, hold: 7, exhale: 8, rest: 0 },
    duration: { seconds: 60, label: '1 min' },
  },
  {
    id: 'box-breathing',
    kind: 'breath',
    name: 'Box Breathing',
    description: 'Four equal sides: breathe in for 4, hold for 4, breathe out for 4, rest for 4. Steady and easy to remember.',
    pattern: { inhale: 4, hold: 4, exhale: 4, rest: 4 },
    duration: { seconds: 120, label: '2 min' },
  },
  {
    id: '5-4-3-grounding',
    kind: 'grounding',
    name: '5-4-3 Grounding',
    description:
      'Notice 5 things you can see, 4 things you can touch and 3 things you can hear. It brings your attention back to the room.',
    pattern: {
      senses: [
        { count: 5, sense: 'see' },
        { count: 4, sense: 'touch' },
        { count: 3, sense: 'hear' },
      ],
    },
    duration: { seconds: 30, label: '30 sec' },
  },
];

/** Seconds in one round of a breath pattern. */
export function breathRoundSeconds(pattern: BreathPattern): number {
  return pattern.inhale + pattern.hold + pattern.exhale + pattern.rest;
}

/** Whole rounds that come closest to `seconds` (at least one): 4-7-8 for 1 min is 3 rounds (57 s). */
export function roundsForDuration(pattern: BreathPattern, seconds: number): number {
  return Math.max(1, Math.round(seconds / breathRoundSeconds(pattern)));
}

/** Spec 9: one suggestion picked at random (`random` returns [0, 1), like Math.random). */
export function pickBreathingSuggestion(random: () => number = Math.random): BreathingSuggestion {
  const index = Math.min(BREATHING_SUGGESTIONS.length - 1, Math.floor(random() * BREATHING_SUGGESTIONS.length));
  return BREATHING_SUGGESTIONS[index]!;
}
