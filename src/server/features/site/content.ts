import { SitePageFrontMatter } from '#shared/contracts/site';
import type { ContentKind } from '#server/platform/content/loader';

/** Plain content pages (help, contact, …) in content/pages/*.md. */
export const sitePages: ContentKind = {
  kind: 'page',
  dir: 'pages',
  schema: SitePageFrontMatter,
  title: (data) => String(data.title),
};
