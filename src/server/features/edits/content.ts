import type { MembershipTier } from '#shared/access/policy';
import { EditFrontMatter, editProblems } from '#shared/edits/definition';
import { openToTier } from '#shared/memberships/early-access';
import { type ContentCatalog, createContentCatalog } from '#server/platform/content/catalog';
import { type ContentKind, checkedBy } from '#server/platform/content/loader';
import type { AppDb } from '#server/platform/db/client';
import { HttpError } from '#server/platform/errors';

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

/**
 * The catalogue as a tier sees it (decision 094): an Edit in early access is there for Elite and
 * not yet for anyone else, in every list, detail, module, plan and count that reads it.
 */
export function catalogFor(catalog: EditCatalog, tier: MembershipTier, now: () => Date = () => new Date()): EditCatalog {
  const open = (edit: LoadedEdit) => openToTier(edit, tier, now());
  return {
    list: async () => (await catalog.list()).filter(open),
    get: async (slug) => {
      const edit = await catalog.get(slug);
      return edit && open(edit) ? edit : null;
    },
  };
}

/** An Edit of the catalogue, or the 404 a member's request for a missing one answers. */
export async function editIn(catalog: EditCatalog, slug: string): Promise<LoadedEdit> {
  const edit = await catalog.get(slug);
  if (!edit) throw new HttpError(404, 'We could not find that Edit.');
  return edit;
}

/** A module of an Edit of the catalogue, with its place in the Edit, or a 404. */
export async function moduleIn(catalog: EditCatalog, editSlug: string, moduleSlug: string) {
  const edit = await editIn(catalog, editSlug);
  const index = edit.modules.findIndex((m) => m.slug === moduleSlug);
  if (index < 0) throw new HttpError(404, 'We could not find that module.');
  return { edit, module: edit.modules[index]!, index };
}

/** The Edit and module a member's row names, found in a list read once; either may no longer be published. */
export function findModule(edits: readonly LoadedEdit[], row: { editSlug: string; moduleSlug: string }) {
  const edit = edits.find((e) => e.slug === row.editSlug);
  return { edit, module: edit?.modules.find((m) => m.slug === row.moduleSlug) };
}
