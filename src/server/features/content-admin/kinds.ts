import type { ContentKindName, EditableKind } from '#shared/contracts/content-admin';
import { EDITABLE_KINDS } from '#shared/contracts/content-admin';
import { CONTENT_KINDS } from '#server/content-kinds';
import { type ContentKind, readKind } from '#server/platform/content/loader';
import { HttpError } from '#server/platform/errors';

/** The loader's own declaration of a kind: its schema is the one the content creator validates with. */
export function contentKind(name: EditableKind): ContentKind {
  const kind = CONTENT_KINDS.find((k) => k.kind === name);
  if (!kind) throw new HttpError(404, 'There is no such kind of content.');
  return kind;
}

export const isEditable = (kind: string): kind is EditableKind => (EDITABLE_KINDS as readonly string[]).includes(kind);
export const isKnownKind = (kind: string): kind is ContentKindName => CONTENT_KINDS.some((k) => k.kind === kind);

/** The bundled file of one item (front matter and Markdown body), or null when content/ has none. */
export function readBundled(contentDir: string, name: EditableKind, slug: string) {
  return readKind(contentDir, contentKind(name)).find((item) => item.slug === slug) ?? null;
}

/** Problems of the front matter by field (path joined by dots), from the kind's own zod schema; empty when it is valid. */
export function validateFrontMatter(name: EditableKind, data: Record<string, unknown>) {
  const kind = contentKind(name);
  const result = kind.schema.safeParse(data);
  if (result.success) return { data: result.data as Record<string, unknown>, title: kind.title(result.data), errors: {} };
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || '(front matter)';
    (errors[field] ??= []).push(issue.message);
  }
  return { data: null, title: null, errors };
}
