import { z } from 'zod';
import { CoachApplicationInput } from '#shared/contracts/coaching';

/** Splits the links box (one address per line, or separated by spaces or commas) into addresses. */
export function splitLinks(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((link) => link.trim())
    .filter(Boolean);
}

/**
 * The coach application as the form holds it: the shared contract, with the links typed into one
 * box. Checked with the contract's own rules, so the messages match the server's.
 */
export const CoachApplicationForm = CoachApplicationInput.extend({
  links: z.string().transform(splitLinks).pipe(CoachApplicationInput.shape.links.unwrap()),
});
