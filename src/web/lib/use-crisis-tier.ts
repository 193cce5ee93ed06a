import { type CrisisTier, crisisTierOf, strongerTier } from '#shared/safety/crisis-check';
import { useDebouncedValue } from './use-debounced-value';

/**
 * The crisis card's tier while a person writes (issue 15): the tiered check run on what is typed
 * (after a short pause), or the tier the server answered with the last save, whichever is
 * stronger. The same check as the server's, so the card the page shows is the card it will keep.
 */
export function useCrisisTier(texts: string | readonly string[], savedTier: CrisisTier = 0, delayMs = 400): CrisisTier {
  const joined = typeof texts === 'string' ? texts : texts.join('\n');
  const typed = crisisTierOf(useDebouncedValue(joined, delayMs));
  return strongerTier(typed, savedTier);
}
