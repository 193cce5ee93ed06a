import { useEffect, useState } from 'react';
import { cn } from '#web/lib/cn';
import { describeSeconds, type Phase, positionAt, totalSeconds } from '../lib/phases';
import { useReducedMotion } from '../lib/use-reduced-motion';
import { useSecondClock } from '../lib/use-second-clock';
import { GuideControls } from './guide-controls';

interface PhasePacerProps {
  phases: readonly Phase[];
  rounds: number;
  /** 'circle' grows and shrinks with the breath; 'words' is the counted text guide only. */
  visual: 'circle' | 'words';
  /** Names the guide for its buttons and region when a page has several. */
  name?: string;
  className?: string;
  /** Hears each announcement the live region makes (a new phase, paused, finished), e.g. to say it aloud. */
  onAnnounce?: (announcement: string) => void;
  /** "Stop" by default; "Reset" where something else beside the guide ends it (Sofia's Stop reply). */
  stopLabel?: 'Stop' | 'Reset';
}

const BACK_AT_START = { Stop: 'Stopped.', Reset: 'Timer reset to the start. Press Start when you are ready.' } as const;

const SMALL = 0.55;

/** The circle's size at a moment (in seconds), easing from the previous phase's size to this one's. */
function scaleAt(phases: readonly Phase[], rounds: number, time: number): number {
  const position = positionAt(phases, rounds, Math.floor(time));
  if (position.done) return SMALL;
  const phase = phases[position.phaseIndex];
  const previous = phases[(position.phaseIndex - 1 + phases.length) % phases.length];
  const into = phase.seconds - position.secondsLeft + (time - Math.floor(time));
  const progress = Math.min(1, into / phase.seconds);
  const eased = (1 - Math.cos(Math.PI * progress)) / 2;
  return previous.scale + (phase.scale - previous.scale) * eased;
}

/**
 * A paced guide (DESIGN.md "Motion": the one place where motion leads). Phases and their
 * seconds repeat for `rounds`; a polite live region says each new phase once (never each
 * second). With prefers-reduced-motion there is no scaling at all: the phase words and a
 * countdown only.
 */
export function PhasePacer({ phases, rounds, visual, name, className, onAnnounce, stopLabel = 'Stop' }: PhasePacerProps) {
  const reduced = useReducedMotion();
  const total = totalSeconds(phases, rounds);
  const clock = useSecondClock(total);
  // Back at the start because the member stopped it (said once), not because it has not run yet.
  const [stopped, setStopped] = useState(false);
  const position = positionAt(phases, rounds, clock.elapsed);
  const phase = phases[position.phaseIndex];
  const started = clock.status !== 'idle';
  const showCircle = visual === 'circle' && !reduced;

  const word = clock.status === 'done' ? 'Well done' : started ? phase.label : 'Ready when you are';
  const roundText = rounds > 1 ? `Round ${position.round} of ${rounds}` : null;
  const announcement =
    clock.status === 'done'
      ? 'Finished. Take a moment to notice how you feel.'
      : clock.status === 'paused'
        ? 'Paused.'
        : clock.status === 'running'
          ? [phase.label, roundText].filter(Boolean).join('. ')
          : stopped
            ? BACK_AT_START[stopLabel]
            : '';
  useEffect(() => {
    if (announcement) onAnnounce?.(announcement);
  }, [announcement, onAnnounce]);

  // While running, the circle heads for where it will be at the next tick, over one second.
  const scale =
    clock.status === 'running'
      ? scaleAt(phases, rounds, clock.elapsed + 1)
      : started && clock.status === 'paused'
        ? scaleAt(phases, rounds, clock.elapsed)
        : SMALL;

  return (
    <div className={cn('flex flex-col items-center gap-6', className)}>
      {showCircle ? (
        <div className="relative flex size-64 items-center justify-center sm:size-72" data-guide="circle">
          <div
            aria-hidden="true"
            data-testid="breath-circle"
            className="absolute inset-0 rounded-full bg-primary/15 ring-2 ring-primary/40 transition-transform duration-1000 ease-linear"
            style={{ transform: `scale(${scale.toFixed(3)})` }}
          />
          <PhaseText
            word={word}
            secondsLeft={started && clock.status !== 'done' ? position.secondsLeft : null}
            fitSmallCircle={clock.status !== 'running'}
          />
        </div>
      ) : (
        <div
          className="flex min-h-40 w-full max-w-sm items-center justify-center rounded-card border border-border bg-muted px-6 py-8"
          data-guide="words"
        >
          <PhaseText word={word} secondsLeft={started && clock.status !== 'done' ? position.secondsLeft : null} />
        </div>
      )}
      <p className="text-sm text-muted-foreground">
        {started && clock.status !== 'done' && roundText
          ? roundText
          : `${rounds > 1 ? `${rounds} rounds, about` : 'About'} ${describeSeconds(total)}`}
      </p>
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </p>
      <GuideControls
        status={clock.status}
        onStart={() => {
          setStopped(false);
          clock.start();
        }}
        onPause={clock.pause}
        onStop={() => {
          clock.stop();
          setStopped(true);
        }}
        stopLabel={stopLabel}
        name={name}
      />
    </div>
  );
}

/** `fitSmallCircle`: the circle is at its smallest (before, between and after), so the words wrap inside it (issue 16). */
function PhaseText({ word, secondsLeft, fitSmallCircle = false }: { word: string; secondsLeft: number | null; fitSmallCircle?: boolean }) {
  return (
    <div className={cn('relative flex flex-col items-center gap-1 text-center', fitSmallCircle ? 'max-w-[8.5rem] px-2' : 'px-6')}>
      <span
        className={cn('font-heading font-semibold text-balance text-foreground', fitSmallCircle ? 'text-xl leading-snug' : 'text-2xl')}
        data-testid="phase-word"
      >
        {word}
      </span>
      {secondsLeft !== null && (
        <span className="text-4xl font-semibold tabular-nums text-primary" data-testid="phase-count">
          {secondsLeft}
          <span className="sr-only"> {secondsLeft === 1 ? 'second' : 'seconds'} left</span>
        </span>
      )}
    </div>
  );
}
