import { useMemo } from 'react';
import type { BreathPattern } from '#shared/wellness/breathing';
import { breathPhases } from '../lib/phases';
import { PhasePacer } from './phase-pacer';

/**
 * A paced breath: inhale, hold, exhale and rest for their seconds, repeated for `rounds`. The
 * circle grows on the in-breath and shrinks on the out-breath; with reduced motion it is a
 * counted text guide (DESIGN.md "Motion").
 */
export function BreathPacer({
  pattern,
  rounds,
  name,
  className,
  onAnnounce,
  stopLabel,
}: {
  pattern: BreathPattern;
  rounds: number;
  name?: string;
  className?: string;
  /** Hears each phase as the pacer announces it (Sofia's voice page says it aloud). */
  onAnnounce?: (announcement: string) => void;
  /** "Reset" where something beside the pacer ends the exercise (Sofia's Stop reply). */
  stopLabel?: 'Stop' | 'Reset';
}) {
  const phases = useMemo(() => breathPhases(pattern), [pattern]);
  return (
    <PhasePacer
      phases={phases}
      rounds={rounds}
      visual="circle"
      name={name}
      className={className}
      onAnnounce={onAnnounce}
      stopLabel={stopLabel}
    />
  );
}
