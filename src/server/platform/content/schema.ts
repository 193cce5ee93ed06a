import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Authored content loaded from content/ at start (ARCHITECTURE.md house rule 8), and what staff publish over it. */
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
    /** content/ path of the bundled file; empty for an item staff created in the browser. */
    sourcePath: text('source_path').notNull(),
    /** Staff published, unpublished or created it in the browser: start-up seeding leaves it alone (decision 118). */
    staffOwned: boolean('staff_owned').notNull().default(false),
    /** The staff version the public sees; null while the bundled file is what is live. */
    publishedVersion: integer('published_version'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('content_items_kind_slug_idx').on(t.kind, t.slug), index('content_items_kind_published_idx').on(t.kind, t.published)],
);

/** Every version staff saved of an item (its front matter and Markdown), for history, diff and restore. */
export const contentVersions = pgTable(
  'content_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    slug: text('slug').notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    data: jsonb('data').notNull().$type<Record<string, unknown>>(),
    body: text('body').notNull().default(''),
    /** The staff member who saved it; null for the snapshot of the bundled file. */
    authorId: text('author_id'),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [uniqueIndex('content_versions_kind_slug_version_idx').on(t.kind, t.slug, t.version)],
);

/**
 * The fingerprint of the content bundle (every file of every kind, and the code that renders them)
 * at the last start-up sync that finished, so a restart with the same bundle skips the sync
 * (decision 155). One row.
 */
export const contentSyncs = pgTable('content_syncs', {
  name: text('name').primaryKey(),
  bundleHash: text('bundle_hash').notNull(),
  syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
});
