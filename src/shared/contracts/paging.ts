import { z } from 'zod';

/**
 * A page of a list (decision 156): at most `limit` rows (1 to `max`), newest first, and the opaque
 * cursor of the next page (null on the last). A cursor is only ever one the server sent.
 */
export function pageQuery(defaultLimit: number, max: number) {
  return z.object({
    cursor: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(max).default(defaultLimit),
  });
}

/** The cursor of the page after this one; null when this is the last. */
export const NextCursor = z.string().nullable();
