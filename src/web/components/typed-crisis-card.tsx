import { CrisisCard } from './crisis-resources';
import { useCrisisTier } from '../lib/use-crisis-tier';

/**
 * The crisis card for words as they are typed (review 6): the shared tiered check after a short
 * pause, nothing at tier 0. For a surface whose save answers with no tier of its own; the server
 * counts the card when the words are saved.
 */
export function TypedCrisisCard({ texts, headingLevel = 3 }: { texts: string | readonly string[]; headingLevel?: 2 | 3 }) {
  return <CrisisCard tier={useCrisisTier(texts)} headingLevel={headingLevel} />;
}
