import { useEffect, useState } from 'react';
import type { CrisisConcern, CrisisTier } from '#shared/safety/crisis-check';
import { useDebouncedValue } from './use-debounced-value';

type Checker = typeof import('#shared/safety/crisis-check');

// The check's patterns (about 6 KB) load as the page mounts, beside it rather than inside it:
// nobody has typed before the first paint, and the server checks every save in any case.
let checker: Checker | undefined;
let loading: Promise<Checker> | undefined;
export const loadCrisisChecker = () =>
  (loading ??= import('#shared/safety/crisis-check').then((module) => {
    checker = module;
    return module;
  }));

export interface CrisisCheck {
  tier: CrisisTier;
  /** What a tier-1 hit is about ('abuse' or null), for the card's words and lines. */
  concern: CrisisConcern | null;
}

/**
 * The crisis card's tier while a person writes (issue 15): the tiered check run on what is typed
 * (after a short pause), or the tier the server answered with the last save, whichever is
 * stronger, and what the typed words are about (crisisConcern: the card for abuse speaks to
 * being unsafe at home). A form cleared by its save keeps the concern of the words it last read
 * at tier 1 while the server's tier holds the card. The same check as the server's, so the card
 * the page shows is the card it will keep.
 */
export function useCrisisCheck(texts: string | readonly string[], savedTier: CrisisTier = 0, delayMs = 400): CrisisCheck {
  const joined = typeof texts === 'string' ? texts : texts.join('\n');
  const settled = useDebouncedValue(joined, delayMs);
  const [check, setCheck] = useState<Checker | undefined>(() => checker);
  useEffect(() => {
    if (!check) void loadCrisisChecker().then(setCheck);
  }, [check]);
  const typedTier = check ? check.crisisTierOf(settled) : 0;
  const typedConcern = check && typedTier === 1 ? check.crisisConcern(settled) : null;
  const [kept, setKept] = useState<CrisisConcern | null>(null);
  if (typedTier === 1 && typedConcern !== kept) setKept(typedConcern);
  if (!check) return { tier: savedTier, concern: null };
  const concern = typedTier === 1 ? typedConcern : savedTier === 1 ? kept : null;
  return { tier: check.strongerTier(typedTier, savedTier), concern };
}

/** The tier alone, for a surface that needs no concern (its card keeps the general words). */
export function useCrisisTier(texts: string | readonly string[], savedTier: CrisisTier = 0, delayMs = 400): CrisisTier {
  return useCrisisCheck(texts, savedTier, delayMs).tier;
}
