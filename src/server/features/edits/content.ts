import type { MembershipTier } from '#shared/access/policy';
import { EditFrontMatter, editProblems } from '#shared/edits/definition';
import { openToTier } from '#shared/memberships/early-access';
import { type ContentKind, listContent } from '#server/platform/content/loader';
import type { AppDb } from '#server/platform/db/client';

/** content/edits/*.md: the front matter holds the Edit and its modules; the body is its intro. */
const EditContent = EditFrontMatter.superRefine((edit, ctx) => {
  for (const message of editProblems(edit)) ctx.addIssue({ code: 'custom', message });
});

export const editsContent: ContentKind = {
  kind: 'edit',
  dir: 'edits',
  schema: EditContent as never,
  title: (data) => String(data.title),
};

export interface LoadedEdit extends EditFrontMatter {
  slug: string;
  introHtml: string;
}

export interface EditCatalog {
  list(): Promise<LoadedEdit[]>;
  get(slug: string): Promise<LoadedEdit | null>;
}

/** The published Edits, read from the content table and kept briefly in memory. */
export function createEditCatalog(db: AppDb, ttlMs = 30_000): EditCatalog {
  let cache: { at: number; edits: Promise<LoadedEdit[]> } | null = null;
  const list = () => {
    if (!cache || Date.now() - cache.at > ttlMs) {
      const edits = listContent(db, editsContent.kind).then((rows) =>
        rows.map((row) => ({ ...EditFrontMatter.parse(row.data), slug: row.slug, introHtml: row.bodyHtml })),
      );
      edits.catch(() => (cache = null));
      cache = { at: Date.now(), edits };
    }
    return cache.edits;
  };
  return { list, get: async (slug) => (await list()).find((e) => e.slug === slug) ?? null };
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
