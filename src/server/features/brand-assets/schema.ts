import { customType, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from '#server/platform/db/columns';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Brand files staff uploaded on /admin/brand-assets (decision 145): kept in the database, never in
 * the public folder, and served by /api/brand-files/:name with their checked type. A name that matches
 * a bundled file takes its place on /brand-assets.
 */
export const brandAssets = pgTable('brand_assets', {
  name: text('name').primaryKey(),
  label: text('label').notNull(),
  detail: text('detail').notNull().default(''),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  uploadedBy: text('uploaded_by'),
  updatedAt: updatedAt(),
});
