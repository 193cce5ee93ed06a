import { useMemo } from 'react';
import type { GroundingPattern } from '#shared/wellness/breathing';
import { groundingPhases } from '../lib/phases';
import { PhasePacer } from './phase-pacer';

/** 5-4-3 grounding: one sense at a time, its share of the time counted down in words. */
export function GroundingGuide({ pattern, seconds, name }: { pattern: GroundingPattern; seconds: number; name?: string }) {
  const phases = useMemo(() => groundingPhases(pattern, seconds), [pattern, seconds]);
  return <PhasePacer phases={phases} rounds={1} visual="words" name={name} />;
}
