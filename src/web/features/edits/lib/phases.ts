import type { BreathPattern, GroundingPattern } from '#shared/wellness/breathing';

/**
 * The clock behind the paced guides: a list of phases (a word, its seconds, how large the circle
 * is during it) repeated for some rounds. Pure, so the pacer's timing is tested without a DOM.
 */
export interface Phase {
  /** What the phase is, for keys and styling. */
  kind: 'inhale' | 'hold' | 'exhale' | 'rest' | 'notice';
  /** What the guide says: "Breathe in", "Hold"... */
  label: string;
  seconds: number;
  /** The circle's size during the phase (1 full, 0.55 small); the circle eases towards it. */
  scale: number;
}

const SMALL = 0.55;
const FULL = 1;

/** The phases of a paced breath; phases of 0 seconds are skipped. */
export function breathPhases(pattern: BreathPattern): Phase[] {
  const phases: Phase[] = [
    { kind: 'inhale', label: 'Breathe in', seconds: pattern.inhale, scale: FULL },
    { kind: 'hold', label: 'Hold', seconds: pattern.hold, scale: FULL },
    { kind: 'exhale', label: 'Breathe out', seconds: pattern.exhale, scale: SMALL },
    { kind: 'rest', label: 'Rest', seconds: pattern.rest, scale: SMALL },
  ];
  return phases.filter((phase) => phase.seconds > 0);
}

const SENSE_WORDS = { see: 'see', touch: 'touch', hear: 'hear' } as const;

/** 5-4-3 grounding: one phase per sense, sharing the total time evenly. */
export function groundingPhases(pattern: GroundingPattern, totalSeconds: number): Phase[] {
  const each = Math.max(1, Math.round(totalSeconds / pattern.senses.length));
  return pattern.senses.map(({ count, sense }) => ({
    kind: 'notice',
    label: `Notice ${count} things you can ${SENSE_WORDS[sense]}`,
    seconds: each,
    scale: FULL,
  }));
}

export interface PhasePosition {
  /** 1-based round. */
  round: number;
  phaseIndex: number;
  /** Whole seconds left in this phase (counts down to 1). */
  secondsLeft: number;
  done: boolean;
}

export function totalSeconds(phases: readonly Phase[], rounds: number): number {
  return phases.reduce((sum, phase) => sum + phase.seconds, 0) * rounds;
}

/** Where the guide is after `elapsed` whole seconds. */
export function positionAt(phases: readonly Phase[], rounds: number, elapsed: number): PhasePosition {
  const roundLength = phases.reduce((sum, phase) => sum + phase.seconds, 0);
  if (phases.length === 0 || roundLength === 0 || elapsed >= roundLength * rounds) {
    return { round: rounds, phaseIndex: Math.max(0, phases.length - 1), secondsLeft: 0, done: true };
  }
  const round = Math.floor(elapsed / roundLength);
  let into = elapsed - round * roundLength;
  let phaseIndex = 0;
  while (into >= phases[phaseIndex].seconds) {
    into -= phases[phaseIndex].seconds;
    phaseIndex += 1;
  }
  return { round: round + 1, phaseIndex, secondsLeft: phases[phaseIndex].seconds - into, done: false };
}

/** "2 minutes", "1 minute 30 seconds", "30 seconds". */
export function describeSeconds(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  const parts: string[] = [];
  if (minutes > 0) parts.push(`${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`);
  if (rest > 0 || minutes === 0) parts.push(`${rest} ${rest === 1 ? 'second' : 'seconds'}`);
  return parts.join(' ');
}

/** "4:05" */
export function clockText(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}
