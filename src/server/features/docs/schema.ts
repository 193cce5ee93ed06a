import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, uuidPrimaryKey } from '#server/platform/db/columns';

/**
 * The ticks of the written checklists (/admin/qa-checklists, /admin/beta-testing-guide): one row
 * per ticked item of a release, with who ticked it and when (decision 122). Unticking deletes the
 * row; both are audited.
 */
export const checklistTicks = pgTable(
  'checklist_ticks',
  {
    release: text('release').notNull(),
    checklist: text('checklist').notNull(),
    item: text('item').notNull(),
    tickedBy: text('ticked_by'),
    tickedAt: timestamptz('ticked_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.release, t.checklist, t.item] }), index('checklist_ticks_ticked_at_idx').on(t.tickedAt)],
);

/**
 * Documentation drafts from /admin/ai-doc-creator: written by the configured LLM or from
 * templates over the code's facts, never published on their own; a person finishes one in the
 * content creator (/admin/content-creator?draft=<id>, decision 124).
 */
export const docDrafts = pgTable(
  'doc_drafts',
  {
    id: uuidPrimaryKey(),
    topic: text('topic').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    source: text('source').notNull(),
    createdBy: text('created_by'),
    createdAt: createdAt(),
  },
  (t) => [index('doc_drafts_created_idx').on(t.createdAt)],
);
