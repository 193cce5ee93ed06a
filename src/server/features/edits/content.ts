import { EditFrontMatter, editProblems } from '#shared/edits/definition';
import { type ContentCatalog, createContentCatalog } from '#server/platform/content/catalog';
import { type ContentKind, checkedBy } from '#server/platform/content/loader';
import type { AppDb } from '#server/platform/db/client';

/** content/edits/*.md: the front matter holds the Edit and its modules; the body is its intro. */
export const editsContent: ContentKind = {
  kind: 'edit',
  dir: 'edits',
  schema: checkedBy(EditFrontMatter, editProblems) as never,
  title: (data) => String(data.title),
};

export interface LoadedEdit extends EditFrontMatter {
  slug: string;
  introHtml: string;
}

export type EditCatalog = ContentCatalog<LoadedEdit>;

/** The published Edits, read from the content table and kept briefly in memory. */
export function createEditCatalog(db: AppDb): EditCatalog {
  return createContentCatalog(db, editsContent.kind, (rows) =>
    rows.map((row) => ({ ...EditFrontMatter.parse(row.data), slug: row.slug, introHtml: row.bodyHtml })),
  );
}
