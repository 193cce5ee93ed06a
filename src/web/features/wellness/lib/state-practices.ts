import type { NERVOUS_STATES } from '#shared/contracts/wellness';
import { BREATHING_SUGGESTIONS, type BreathingSuggestion } from '#shared/wellness/breathing';

export type NervousState = (typeof NERVOUS_STATES)[number];

interface StateWords {
  /** The choice in the quick check. */
  label: string;
  /** What it can feel like, in plain words. */
  feels: string;
  /** The Reset Room practice that fits, and why. */
  practiceId: BreathingSuggestion['id'];
  why: string;
}

/**
 * The quick state check of /nervous-system (SCIENCE.md: mobilised, shut down, settled, as helpful
 * maps rather than diagnoses) and the Reset Room practice each one suggests.
 */
export const STATE_WORDS: Record<NervousState, StateWords> = {
  mobilised: {
    label: 'Revved up',
    feels: 'On edge, restless, racing thoughts, a tight chest or jaw.',
    practiceId: '4-7-8-breath',
    why: 'A long, slow out-breath is one of the quickest ways many people find to bring a revved-up system down a notch.',
  },
  shutdown: {
    label: 'Shut down',
    feels: 'Flat, foggy, far away, heavy, or wanting to hide.',
    practiceId: '5-4-3-grounding',
    why: 'Noticing what is around you, one sense at a time, gently brings your attention back into the room without asking for much energy.',
  },
  settled: {
    label: 'Settled',
    feels: 'Steady enough, here, able to think and to connect.',
    practiceId: 'box-breathing',
    why: 'An even, four-sided breath is an easy way to stay where you are and remember what steady feels like.',
  },
};

export function practiceFor(state: NervousState): BreathingSuggestion {
  const id = STATE_WORDS[state].practiceId;
  return BREATHING_SUGGESTIONS.find((suggestion) => suggestion.id === id) ?? BREATHING_SUGGESTIONS[0]!;
}
