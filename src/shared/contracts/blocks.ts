import { z } from 'zod';

/**
 * The fields every contract declares the same way (decision 160). A contract imports these rather
 * than writing `z.string()` again, so what a field is (an id, a moment) is said once, here.
 */

/** An id the server hands out and takes back as it is: a uuid, better-auth's text id, a catalogue key. */
export const Id = z.string();

/** A moment in a response: the ISO 8601 text of a timestamptz (`Date#toISOString`). */
export const Timestamp = z.string();

/** The answer of an action that has nothing more to say than that it was done. */
export const Done = z.object({ ok: z.literal(true) });
