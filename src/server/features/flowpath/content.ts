import { type FlowpathContent, FlowpathFile, assembleFlowpath, flowpathFileProblems, flowpathProblems } from '#shared/flowpath/content';
import { createContentCatalog } from '#server/platform/content/catalog';
import { type ContentKind, checkedBy } from '#server/platform/content/loader';
import type { AppDb } from '#server/platform/db/client';

/**
 * content/flowpath/*.json: one file per section of the path. Each file is checked on its own,
 * then across files and against the Edits it names, so a broken reference stops the start.
 */
export const flowpathContent: ContentKind = {
  kind: 'flowpath',
  dir: 'flowpath',
  schema: checkedBy(FlowpathFile, flowpathFileProblems) as never,
  title: (data) => String(data.title),
  // A content folder with no FlowPath at all (a test's own) has nothing to check across files.
  crossCheck: (items, itemsOf) =>
    items.length === 0
      ? []
      : flowpathProblems(
          items.map((item) => ({ sourcePath: item.sourcePath, data: FlowpathFile.parse(item.data) })),
          itemsOf('edit').map((edit) => edit.slug),
        ),
};

export interface FlowpathCatalog {
  get(): Promise<FlowpathContent>;
}

/** FlowPath's content as one object, read from the content table and kept briefly in memory. */
export function createFlowpathCatalog(db: AppDb): FlowpathCatalog {
  const catalog = createContentCatalog(db, flowpathContent.kind, (rows) => [
    { slug: 'flowpath', content: assembleFlowpath(rows.map((row) => FlowpathFile.parse(row.data))) },
  ]);
  return {
    async get() {
      const [item] = await catalog.list();
      return item!.content;
    },
  };
}
