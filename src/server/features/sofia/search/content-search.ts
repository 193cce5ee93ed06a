import MiniSearch from 'minisearch';
import { listContent } from '#server/platform/content/loader';
import type { AppDb } from '#server/platform/db/client';
import { type ContentHitKind, type ContentRow, type SearchDocument, documentsOf } from './documents';

/** The content kinds Sofia searches (the content table's kind names). */
export const SEARCHED_KINDS = ['edit', 'article', 'glossary'] as const;
export const SNIPPET_CHARS = 160;

export interface ContentHit {
  kind: ContentHitKind;
  title: string;
  /** The page's route in the app. */
  path: string;
  snippet: string;
}

export interface ContentSearch {
  /** The best pages for what the member wrote, best first; none for words that match nothing. */
  searchContent(query: string, limit?: number): ContentHit[];
  size: number;
}

/** The start of a text, cut at a word, with an ellipsis when cut. */
export function snippetOf(text: string, max = SNIPPET_CHARS): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…`;
}

/** A MiniSearch index over the given content items: typos forgiven (fuzzy 0.2), words completed (prefix). */
export function createContentSearch(rows: ContentRow[]): ContentSearch {
  const documents = rows.flatMap(documentsOf);
  const byId = new Map(documents.map((d) => [d.id, d]));
  const index = new MiniSearch<SearchDocument>({
    fields: ['title', 'text', 'body'],
    searchOptions: { fuzzy: 0.2, prefix: true, combineWith: 'OR', boost: { title: 3, text: 1.5 } },
  });
  index.addAll(documents);
  return {
    size: documents.length,
    searchContent(query, limit = 5) {
      if (!query.trim()) return [];
      return index
        .search(query)
        .slice(0, Math.max(0, limit))
        .map((result) => {
          const doc = byId.get(String(result.id))!;
          return { kind: doc.kind, title: doc.title, path: doc.path, snippet: snippetOf(doc.text) };
        });
    },
  };
}

/** Built once at start from the published content the server has loaded. */
export async function buildContentSearch(db: AppDb): Promise<ContentSearch> {
  const rows = (await Promise.all(SEARCHED_KINDS.map((kind) => listContent(db, kind)))).flat();
  return createContentSearch(rows);
}
