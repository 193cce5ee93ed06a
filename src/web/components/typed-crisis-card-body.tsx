import { useEffect } from 'react';
import { type CrisisTier, crisisTierOf } from '#shared/safety/crisis-check';
import { CrisisCard } from './crisis-resources';
import { useCrisisTier } from '../lib/use-crisis-tier';

export interface TypedCrisisCardProps {
  texts: string | readonly string[];
  headingLevel?: 2 | 3;
  /** Checked at once rather than after the typing pause: for words already written (a confirmation, a saved reason). */
  immediate?: boolean;
  /** Told the tier as it changes, for a page that puts nothing in front of the card (no toast). */
  onTier?: (tier: CrisisTier) => void;
}

/** The card and the check behind TypedCrisisCard (typed-crisis-card.tsx), loaded with the page's first render. */
export default function TypedCrisisCardBody({ texts, headingLevel = 3, immediate = false, onTier }: TypedCrisisCardProps) {
  const typed = useCrisisTier(texts);
  const tier = immediate ? crisisTierOf(...[texts].flat()) : typed;
  useEffect(() => onTier?.(tier), [onTier, tier]);
  return <CrisisCard tier={tier} headingLevel={headingLevel} />;
}
