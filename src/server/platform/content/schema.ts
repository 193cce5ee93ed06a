import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Authored content loaded from content/ at start (ARCHITECTURE.md house rule 8). */
export const contentItems = pgTable(
  'content_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    data: jsonb('data').notNull().$type<Record<string, unknown>>(),
    bodyHtml: text('body_html').notNull().default(''),
    checksum: text('checksum').notNull(),
    published: boolean('published').notNull().default(true),
    sourcePath: text('source_path').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('content_items_kind_slug_idx').on(t.kind, t.slug), index('content_items_kind_published_idx').on(t.kind, t.published)],
);
