import { crisisTier } from './crisis-check';

/**
 * Whether free text holds crisis language at all (tier 1 or 2 of the tiered check in
 * crisis-check.ts). Kept for callers that only need yes or no; new code reads the tier.
 */
export function hasCrisisLanguage(text: string | null | undefined): boolean {
  return crisisTier(text) > 0;
}
