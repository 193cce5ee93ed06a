import { useEffect } from 'react';
import type { CrisisTier } from '#shared/safety/crisis-check';
import { CrisisCard } from './crisis-resources';
import { useCrisisCheck } from '../lib/use-crisis-tier';

export interface TypedCrisisCardProps {
  texts: string | readonly string[];
  headingLevel?: 2 | 3;
  /** Checked at once rather than after the typing pause: for words already written (a confirmation, a saved reason). */
  immediate?: boolean;
  /** Told the tier as it changes, for a page that puts nothing in front of the card (no toast). */
  onTier?: (tier: CrisisTier) => void;
}

/**
 * The crisis card for words as they are typed (review 6): the shared tiered check after a short
 * pause, nothing at tier 0. For a surface whose save answers with no tier of its own; the server
 * counts the card when the words are saved.
 */
export function TypedCrisisCard({ texts, headingLevel = 3, immediate = false, onTier }: TypedCrisisCardProps) {
  const { tier, concern } = useCrisisCheck(texts, 0, immediate ? 0 : undefined);
  useEffect(() => onTier?.(tier), [onTier, tier]);
  return <CrisisCard tier={tier} concern={concern} headingLevel={headingLevel} />;
}
