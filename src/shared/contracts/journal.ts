import { z } from 'zod';
import { ClientId, Id } from './blocks';
import { contentField, titleField } from '../validation/text';
import { NextCursor, pageQuery } from './paging';
import { CrisisTier } from './safety';

/** The journal (issue #7), apart from the rest of wellness so that its page loads only what it uses. */

/** The tag of the month's reflection, a journal entry of its own kind. */
export const MONTHLY_REFLECTION_TAG = 'monthly-reflection';

/** Journal entries (spec 5 title and content rules). */
export const MOODS = [1, 2, 3, 4, 5] as const;
export const JournalInput = z.object({
  client_id: ClientId.optional(),
  title: titleField,
  body: contentField.pipe(z.string().trim().min(1, 'Please write something, even a line.')),
  mood: z.number().int().min(1).max(5).nullable().default(null),
  tags: z
    .array(
      z
        .string()
        .trim()
        .toLowerCase()
        .min(1)
        .max(30)
        .regex(/^[\p{L}\p{N} -]+$/u, 'Tags use letters, numbers, spaces and hyphens.'),
    )
    .max(10, 'Please use at most 10 tags.')
    .default([]),
});
export type JournalInput = z.infer<typeof JournalInput>;
export const JournalEntry = z.object({
  id: Id,
  title: z.string(),
  body: z.string(),
  mood: z.number().nullable(),
  tags: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type JournalEntry = z.infer<typeof JournalEntry>;
/** Decision 156: a screenful by default (the page loads more), at most 500. */
export const JournalQuery = z
  .object({ q: z.string().trim().max(100).default(''), tag: z.string().trim().max(30).optional() })
  .extend(pageQuery(20, 500).shape);
export const JournalListResponse = z.object({ entries: z.array(JournalEntry), nextCursor: NextCursor });
/** GET /api/journal/tags: every tag on the member's own entries, once each, sorted (decision 156). */
export const JournalTagsResponse = z.object({ tags: z.array(z.string()) });
export const JournalEntryResponse = z.object({ entry: JournalEntry, crisis: z.boolean(), crisisTier: CrisisTier });
/**
 * An edit names the version it was based on and when it was made (issue 25, decision 150): an
 * entry that changed elsewhere in between follows src/shared/wellness/journal-conflict.ts.
 */
export const JournalEditInput = JournalInput.extend({
  base_updated_at: z.iso.datetime({ offset: true }).optional(),
  edited_at: z.iso.datetime({ offset: true }).optional(),
});
export type JournalEditInput = z.infer<typeof JournalEditInput>;
/** The version that did not win, kept as a new entry: 'yours' when the edit lost, 'other' when it won. */
export const JournalConflict = z.object({ kept_as_copy: z.enum(['yours', 'other']), copy: JournalEntry });
export type JournalConflict = z.infer<typeof JournalConflict>;
export const JournalEditResponse = JournalEntryResponse.extend({ conflict: JournalConflict.nullable() });
export type JournalEditResponse = z.infer<typeof JournalEditResponse>;
