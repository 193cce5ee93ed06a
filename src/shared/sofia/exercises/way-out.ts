/**
 * The way out of an exercise that is not working for the member right now. The second unusable
 * answer in a row (and every one after it) is asked again with this said in words, as quick
 * replies too, rather than the same question over and over with "stop" mentioned only at the start.
 * "Try 4-7-8 breathing" is read as a switch (switch.ts) by every exercise but 4-7-8 itself.
 */
export const WAY_OUT_AFTER = 2;

export const WAY_OUT = 'If this is not the moment for it, that is fine: say stop, or we can try 4-7-8 breathing instead.';

export const WAY_OUT_REPLIES = ['Stop', 'Try 4-7-8 breathing'] as const;

/** One more unusable answer: the new count, and whether the re-ask should offer the way out. */
export function missedAgain(missed: number | undefined): { missed: number; wayOut: boolean } {
  const count = (missed ?? 0) + 1;
  return { missed: count, wayOut: count >= WAY_OUT_AFTER };
}
