import { useEffect } from 'react';
import { headTags, type PageHead } from '#shared/site/head';

/** Tags that only indexed pages carry: removed when moving to a page without them. */
const OPTIONAL = ['link[rel="canonical"]', 'meta[property="og:url"]'];

/** The site's public address: the one the server wrote into the page, else this tab's. */
function siteOrigin(): string {
  const image = document.head.querySelector<HTMLMetaElement>('meta[property="og:image"]')?.content;
  try {
    return image ? new URL(image).origin : window.location.origin;
  } catch {
    return window.location.origin;
  }
}

/**
 * Keeps <head> in step with the page as the person moves around the app: the title, description,
 * robots, canonical address and link-preview tags the server wrote for the first page.
 * `path` is given for pages search engines may show (their canonical address).
 */
export function setPageHead(head: Omit<PageHead, 'canonicalUrl'> & { path?: string }): void {
  const origin = siteOrigin();
  const { title, tags } = headTags({ ...head, canonicalUrl: head.path ? `${origin}${head.path}` : undefined }, origin);
  document.title = title;
  for (const selector of OPTIONAL) document.head.querySelector(selector)?.remove();
  for (const t of tags) {
    const selector = `${t.tag}[${t.key.attr}="${t.key.value}"]`;
    let element = document.head.querySelector(selector);
    if (!element) {
      element = document.createElement(t.tag);
      element.setAttribute(t.key.attr, t.key.value);
      document.head.append(element);
    }
    element.setAttribute(t.valueAttr, t.value);
  }
}

/**
 * For a page that knows more than its route (an article's title and summary, an Edit's name):
 * applied a moment after the shell's own head, which runs after the page's effects.
 */
export function usePageHead(head: (Omit<PageHead, 'canonicalUrl'> & { path?: string }) | undefined): void {
  const key = head ? JSON.stringify(head) : '';
  useEffect(() => {
    if (!key) return;
    const id = window.setTimeout(() => setPageHead(JSON.parse(key) as Omit<PageHead, 'canonicalUrl'> & { path?: string }), 0);
    return () => window.clearTimeout(id);
  }, [key]);
}
