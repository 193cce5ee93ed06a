import { EditFrontMatter } from '#shared/edits/definition';
import { ArticleFrontMatter, GlossaryFrontMatter } from '#shared/contracts/library';
import { CONTENT_PATHS } from '#shared/sofia/paths';

/** What Sofia's content search can point to, each a real page of the app. */
export type ContentHitKind = 'edit' | 'module' | 'article' | 'glossary';

/** One page in the index: `text` is searched and cut into the snippet; `body` is searched only. */
export interface SearchDocument {
  id: string;
  kind: ContentHitKind;
  title: string;
  path: string;
  text: string;
  body: string;
}

/** A published content item as the content table (or the loader) holds it. */
export interface ContentRow {
  kind: string;
  slug: string;
  data: unknown;
  bodyHtml: string;
}

/** Rendered HTML or Markdown as plain words. */
export const plainText = (markup: string) =>
  markup
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/gi, ' ')
    .replace(/[*_`#>[\]()]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

function editDocuments(row: ContentRow): SearchDocument[] {
  const edit = EditFrontMatter.parse(row.data);
  const own: SearchDocument = {
    id: `edit:${row.slug}`,
    kind: 'edit',
    title: edit.title,
    path: CONTENT_PATHS.edit(row.slug),
    text: `${edit.summary} ${edit.forWhom}`,
    body: plainText(row.bodyHtml),
  };
  return [
    own,
    ...edit.modules.map((m) => ({
      id: `module:${row.slug}/${m.slug}`,
      kind: 'module' as const,
      title: m.title,
      path: CONTENT_PATHS.module(row.slug, m.slug),
      text: plainText(m.reading),
      body: `${m.practice.title} ${m.practice.instructions} ${edit.title}`,
    })),
  ];
}

const single = (kind: 'article' | 'glossary', slug: string, title: string, text: string, body: string): SearchDocument => ({
  id: `${kind}:${slug}`,
  kind,
  title,
  path: CONTENT_PATHS[kind](slug),
  text,
  body,
});

/** The search documents of one content item; kinds Sofia does not search give none. */
export function documentsOf(row: ContentRow): SearchDocument[] {
  switch (row.kind) {
    case 'edit':
      return editDocuments(row);
    case 'article': {
      const article = ArticleFrontMatter.parse(row.data);
      const body = `${article.tags.join(' ')} ${plainText(row.bodyHtml)}`;
      return [single('article', row.slug, article.title, article.summary, body)];
    }
    case 'glossary': {
      const term = GlossaryFrontMatter.parse(row.data);
      const body = `${term.aliases.join(' ')} ${plainText(row.bodyHtml)}`;
      return [single('glossary', row.slug, term.term, term.short, body)];
    }
    default:
      return [];
  }
}
