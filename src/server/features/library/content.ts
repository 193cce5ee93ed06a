import { ArticleFrontMatter, GlossaryFrontMatter } from '#shared/contracts/library';
import type { ContentKind } from '#server/platform/content/loader';

export const libraryArticles: ContentKind = {
  kind: 'article',
  dir: 'library',
  schema: ArticleFrontMatter,
  title: (data) => String(data.title),
};

export const glossaryTerms: ContentKind = {
  kind: 'glossary',
  dir: 'glossary',
  schema: GlossaryFrontMatter,
  title: (data) => String(data.term),
};
