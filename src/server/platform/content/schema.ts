import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, updatedAt, uuidPrimaryKey } from '#server/platform/db/columns';

/** Authored content loaded from content/ at start (ARCHITECTURE.md house rule 8), and what staff publish over it. */
export const contentItems = pgTable(
  'content_items',
  {
    id: uuidPrimaryKey(),
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
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('content_items_kind_slug_idx').on(t.kind, t.slug), index('content_items_kind_published_idx').on(t.kind, t.published)],
);

/** Every version staff saved of an item (its front matter and Markdown), for history, diff and restore. */
export const contentVersions = pgTable(
  'content_versions',
  {
    id: uuidPrimaryKey(),
    kind: text('kind').notNull(),
    slug: text('slug').notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    data: jsonb('data').notNull().$type<Record<string, unknown>>(),
    body: text('body').notNull().default(''),
    /** The staff member who saved it; null for the snapshot of the bundled file. */
    authorId: text('author_id'),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
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
  syncedAt: timestamptz('synced_at').notNull().defaultNow(),
});
