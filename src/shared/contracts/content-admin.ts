import { z } from 'zod';
import { Timestamp } from './blocks';
import { labelKeys } from '#shared/labels';

/** The back office's content API (/admin/content, /admin/content-creator, /admin/library; decision 118). */

/** Every kind of content the server loads, as the content list names them. */
export const CONTENT_KIND_LABELS = {
  article: 'Library article',
  glossary: 'Glossary term',
  edit: 'Edit and modules',
  page: 'Site page',
  assessment: 'Assessment',
  flowpath: 'FlowPath content',
} as const;
export type ContentKindName = keyof typeof CONTENT_KIND_LABELS;
export const ContentKindName = z.enum(labelKeys(CONTENT_KIND_LABELS));

/** The kinds staff write in the content creator (front matter as fields, Markdown body). */
export const EDITABLE_KINDS = ['article', 'glossary', 'edit', 'page'] as const satisfies readonly ContentKindName[];
export const EditableKind = z.enum(EDITABLE_KINDS);
export type EditableKind = z.infer<typeof EditableKind>;

export const ContentSlug = z
  .string()
  .max(100)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase words joined by hyphens, like rest-without-guilt.');

export const ContentItemParams = z.object({ kind: EditableKind, slug: ContentSlug });
export const ContentVersionParams = ContentItemParams.extend({ version: z.coerce.number().int().min(1) });

export const ContentListItem = z.object({
  kind: ContentKindName,
  slug: z.string(),
  title: z.string(),
  published: z.boolean(),
  /** A saved version is newer than what the public sees. */
  hasDraft: z.boolean(),
  /** Staff published over the bundled file (or unpublished it). */
  changedFromBundled: z.boolean(),
  /** There is a bundled file to revert to. */
  bundled: z.boolean(),
  editable: z.boolean(),
  lastEditor: z.string().nullable(),
  updatedAt: Timestamp,
});
export type ContentListItem = z.infer<typeof ContentListItem>;
export const ContentList = z.object({ items: z.array(ContentListItem) });
export type ContentList = z.infer<typeof ContentList>;

export const ContentVersion = z.object({
  version: z.number().int(),
  title: z.string(),
  data: z.record(z.string(), z.unknown()),
  body: z.string(),
  author: z.string().nullable(),
  note: z.string(),
  createdAt: Timestamp,
});
export type ContentVersion = z.infer<typeof ContentVersion>;

/** One item as the creator opens it: what to edit (the newest version, else the live content) and its history. */
export const ContentDetail = z.object({
  item: ContentListItem,
  data: z.record(z.string(), z.unknown()),
  body: z.string(),
  /** The version the public sees, when staff published one. */
  publishedVersion: z.number().int().nullable(),
  versions: z.array(ContentVersion),
});
export type ContentDetail = z.infer<typeof ContentDetail>;

export const DraftInput = z.object({
  /** Fills the kind's title field when the front matter has none (for drafts another tool writes). */
  title: z.string().trim().max(120).optional(),
  data: z.record(z.string(), z.unknown()),
  body: z.string().max(100_000, 'Please keep the body under 100,000 characters.'),
  note: z.string().trim().max(200).default(''),
});
export type DraftInput = z.input<typeof DraftInput>;

export const PreviewInput = DraftInput.pick({ data: true, body: true }).extend({ kind: EditableKind });
export type PreviewInput = z.infer<typeof PreviewInput>;
export const PreviewResult = z.object({
  html: z.string(),
  title: z.string().nullable(),
  /** Front matter problems, by field, from the same schema the content loader uses. */
  errors: z.record(z.string(), z.array(z.string())),
});
export type PreviewResult = z.infer<typeof PreviewResult>;
