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

/** What staff type into a back-office search box: trimmed, at most 200 characters, empty for all. */
export const SearchText = z.string().trim().max(200).default('');

/** A staff member's note on a decision (an application, a grant): trimmed, at most 2,000 characters. */
export const DecisionNote = z.string().trim().max(2000).default('');

/** A slug in a path (an assessment, an Edit and its modules, a site page): lowercase letters, digits and -, 1 to 80. */
export const Slug = z.string().regex(/^[a-z0-9-]{1,80}$/);

/** A module named with its Edit, as lists of modules show it (a spread): the slugs for its link, the titles to read. */
export const moduleOfEdit = () => ({ editSlug: z.string(), editTitle: z.string(), moduleSlug: z.string(), moduleTitle: z.string() });

/** An id a request names (an account, a session): 1 to 100 characters; the route finds it or answers 404. */
export const IdInput = z.string().min(1).max(100);

/**
 * A save made on a device that may be offline carries its own id (issue 25): the server keeps it
 * as an idempotency key, so a replay answers the first result instead of saving twice.
 */
export const ClientId = z.uuid('A client id is a UUID.');
