import { useId, useState } from 'react';
import { Link } from 'react-router';
import { BREATHING_SUGGESTIONS, type BreathingSuggestion, roundsForDuration } from '#shared/wellness/breathing';
import { CrisisResources } from '#web/components/crisis-resources';
import { choiceCard } from '#web/components/ui/choice-card';
import { BreathPacer } from '../components/breath-pacer';
import { GroundingGuide } from '../components/grounding-guide';
import { PracticeGuide } from '../components/practice-guide';
import { ONE_MINUTE_PRACTICES } from '../lib/reset-room-practices';
import { PageFrame } from '#web/components/page-frame';
import { TitledSection } from '#web/components/titled-section';
import { useRevealHash } from '#web/lib/use-reveal-hash';

/** The crisis card's words here: nobody has shared anything on this page, so it does not say they did. */
export const RESET_ROOM_CRISIS_BODY =
  'If a minute is not enough today, you do not have to manage this on your own. If you are in danger or thinking about ending your life, please reach out now: talking to someone can help, and these lines are free and confidential.';

/**
 * /reset-room (public, spec 2.1): a calm room of quick resets. The three breathing patterns of
 * spec 9 with the paced guide, a few one-minute practices, and crisis resources at the bottom.
 * Nothing here needs an account or calls the API.
 */
export default function ResetRoomPage() {
  // The break reminder and the state check link to #breathe from other pages.
  useRevealHash();
  return (
    <PageFrame
      title="Reset Room"
      width="4xl"
      gap={12}
      lead="A quiet corner for when things feel like too much. Pick anything here: each takes a minute or two. No account needed, and nothing is recorded. Stop whenever you like."
      more={
        <p className="max-w-[70ch]">
          For the hardest moments, keep a{' '}
          <Link to="/safety-plan" className="font-semibold text-primary underline underline-offset-4">
            safety plan
          </Link>
          : your warning signs, what helps, and who to call, written on a calmer day.
        </p>
      }
    >
      <BreathingSection />
      <TitledSection
        id="one-minute"
        title="One-minute practices"
        description="Small things your body understands. Try one, or just read them for later."
        gap={5}
      >
        <ul className="grid gap-5 md:grid-cols-2">
          {ONE_MINUTE_PRACTICES.map((practice) => (
            <li key={practice.id} className="flex">
              <article
                aria-labelledby={`practice-${practice.id}`}
                className="flex w-full flex-col gap-4 rounded-card border border-border bg-surface p-6 shadow-sm"
              >
                <h3 id={`practice-${practice.id}`} className="text-xl font-semibold">
                  {practice.title}
                </h3>
                <p className="leading-relaxed text-muted-foreground">{practice.instructions}</p>
                <div className="mt-auto">
                  <PracticeGuide practice={practice} name={practice.title} stepsSwitchable={false} />
                </div>
              </article>
            </li>
          ))}
        </ul>
      </TitledSection>
      <CrisisResources body={RESET_ROOM_CRISIS_BODY} here="/reset-room" />
    </PageFrame>
  );
}

function BreathingSection() {
  const [chosen, setChosen] = useState<BreathingSuggestion>(BREATHING_SUGGESTIONS[0]);
  const groupName = useId();
  return (
    <TitledSection
      id="breathe"
      title="Breathe"
      description="Choose a pattern, then press Start and follow the words. If you feel dizzy or light-headed, stop and breathe normally."
      gap={5}
    >
      <fieldset className="grid gap-3 sm:grid-cols-3">
        <legend className="sr-only">Choose a breathing practice</legend>
        {BREATHING_SUGGESTIONS.map((suggestion) => {
          const selected = suggestion.id === chosen.id;
          return (
            <label key={suggestion.id} className={choiceCard(selected)}>
              <span className="flex items-center gap-2">
                <input
                  type="radio"
                  name={groupName}
                  value={suggestion.id}
                  checked={selected}
                  onChange={() => setChosen(suggestion)}
                  aria-labelledby={`${groupName}-${suggestion.id}`}
                  aria-describedby={`${groupName}-${suggestion.id}-length`}
                  className="size-4 accent-primary"
                />
                <span id={`${groupName}-${suggestion.id}`} className="font-semibold">
                  {suggestion.name}
                </span>
              </span>
              <span id={`${groupName}-${suggestion.id}-length`} className="text-sm text-muted-foreground">
                {suggestion.duration.label}
              </span>
            </label>
          );
        })}
      </fieldset>
      <div
        aria-labelledby="chosen-breath"
        className="flex flex-col items-center gap-4 rounded-card border border-border bg-surface px-4 py-8 shadow-sm sm:px-8"
        role="group"
      >
        <h3 id="chosen-breath" className="text-xl font-semibold">
          {chosen.name}
        </h3>
        <p className="max-w-[60ch] text-center text-muted-foreground">{chosen.description}</p>
        {/* A new guide for each choice, so switching never carries a running clock over. */}
        {chosen.kind === 'breath' ? (
          <BreathPacer
            key={chosen.id}
            pattern={chosen.pattern}
            rounds={roundsForDuration(chosen.pattern, chosen.duration.seconds)}
            name={chosen.name}
          />
        ) : (
          <GroundingGuide key={chosen.id} pattern={chosen.pattern} seconds={chosen.duration.seconds} name={chosen.name} />
        )}
      </div>
    </TitledSection>
  );
}
