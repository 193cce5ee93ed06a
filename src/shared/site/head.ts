import { pageTitle, PRODUCT_NAME, SHARE_IMAGE_PATH, SITE_DESCRIPTION } from './pages';

/** What a page says about itself in <head>: for search results and link previews. */
export interface PageHead {
  /** The page's name (the product suffix is added). */
  name?: string;
  description?: string;
  /** Absolute address of the page; set for pages search engines may show. */
  canonicalUrl?: string;
  kind?: 'website' | 'article';
}

/** One <meta> or <link> element, keyed so a later page can replace it. */
export interface HeadTag {
  tag: 'meta' | 'link';
  /** The attribute that identifies it (name, property or rel) and its value. */
  key: { attr: 'name' | 'property' | 'rel'; value: string };
  /** The attribute that carries its value. */
  valueAttr: 'content' | 'href';
  value: string;
}

function meta(attr: 'name' | 'property', key: string, value: string): HeadTag {
  return { tag: 'meta', key: { attr, value: key }, valueAttr: 'content', value };
}

/**
 * The tags of a page. A page without a canonical address (a member's page, sign-in, an unknown
 * address) asks not to be indexed. `origin` is the site's public address, for the share image.
 */
export function headTags(head: PageHead, origin: string): { title: string; tags: HeadTag[] } {
  const title = pageTitle(head.name);
  const description = head.description ?? SITE_DESCRIPTION;
  const tags: HeadTag[] = [
    meta('name', 'description', description),
    meta('name', 'robots', head.canonicalUrl ? 'index, follow' : 'noindex'),
    meta('property', 'og:site_name', PRODUCT_NAME),
    meta('property', 'og:type', head.kind ?? 'website'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:image', `${origin}${SHARE_IMAGE_PATH}`),
    meta('name', 'twitter:card', 'summary'),
  ];
  if (head.canonicalUrl) {
    tags.push(meta('property', 'og:url', head.canonicalUrl));
    tags.push({ tag: 'link', key: { attr: 'rel', value: 'canonical' }, valueAttr: 'href', value: head.canonicalUrl });
  }
  return { title, tags };
}
