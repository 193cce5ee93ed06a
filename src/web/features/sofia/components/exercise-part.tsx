import type { SofiaExerciseData } from '#shared/contracts/sofia';
import type { ExerciseId } from '#shared/sofia/exercises/types';
import { BreathPacer } from '#web/features/edits/components/breath-pacer';

// The exercises' names as the registry gives them (src/shared/sofia/exercises/registry.ts), kept
// here so the chat does not carry the exercises' own code.
const NAMES: Record<ExerciseId, string> = {
  '4-7-8-breath': '4-7-8 breathing',
  'box-breathing': 'Box breathing',
  '5-4-3-grounding': '5-4-3 grounding',
  'thought-reframe': 'Thought reframe',
};

interface ExercisePartProps {
  data: SofiaExerciseData;
  /** The newest turn's card, the one step still open; an older step's card is a record. */
  live: boolean;
  onAnnounce?: (text: string) => void;
}

/**
 * A running exercise's step as a guided card (issue 20): which exercise and step, and for a
 * breath the Reset Room's pacer for this cycle (a counted text guide with reduced motion). Sofia's
 * words for the step are the turn's text, shown above it. `onAnnounce` hears each phase (the voice
 * page says it aloud). The card is a named group, not a landmark: every step of an exercise has
 * one, and a long chat would otherwise list a dozen regions of the same name (axe landmark-unique).
 *
 * Only the newest step's card has a pacer: once the member has answered (Done, Stop, or words of
 * their own), an earlier cycle has nothing left to start. The pacer's own button only resets its
 * timer, so it is named Reset: the Stop among the quick replies is the one way to end the exercise.
 */
export function ExercisePart({ data, live, onAnnounce }: ExercisePartProps) {
  const name = NAMES[data.state.exercise];
  const breath = data.prompt.breath;
  return (
    <div role="group" aria-label={name} className="flex flex-col gap-4 rounded-card border border-primary/40 bg-primary/5 p-5">
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">
        {name}
        {breath && ` · cycle ${breath.round} of ${breath.rounds}`}
      </p>
      {breath && !data.done && live && (
        <BreathPacer
          pattern={breath.pattern}
          rounds={1}
          name={`${name}, cycle ${breath.round}`}
          onAnnounce={onAnnounce}
          stopLabel="Reset"
        />
      )}
      {data.done && data.outcome !== 'stopped' && <p className="font-semibold text-primary">{name} finished</p>}
    </div>
  );
}
