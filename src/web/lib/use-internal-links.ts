import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * One click handler for a block of plain links (authored Markdown, the glossary's long lists): a
 * plain left click on a link to another page of the app moves within the app instead of reloading
 * it. New tabs, downloads, files and other sites behave as links do. One handler for the block is
 * also much lighter for the browser to take over than a router Link per link.
 */
export function useInternalLinks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || anchor.target || anchor.hasAttribute('download')) return;
    if (!href.startsWith('/') || href.startsWith('//') || href.startsWith('/api/')) return;
    if (/\.[a-z0-9]+$/i.test(href.split(/[?#]/)[0]!)) return;
    event.preventDefault();
    void navigate(href);
  };
}
