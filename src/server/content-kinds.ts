import type { ContentKind } from './platform/content/loader';
import { assessmentsContent } from './features/assessments/content';
import { editsContent } from './features/edits/content';
import { flowpathContent } from './features/flowpath/content';
import { glossaryTerms, libraryArticles } from './features/library/content';
import { sitePages } from './features/site/content';

/** Every kind of authored content the server loads at start. A feature adds its kind here. */
export const CONTENT_KINDS: ContentKind[] = [sitePages, libraryArticles, glossaryTerms, assessmentsContent, editsContent, flowpathContent];
