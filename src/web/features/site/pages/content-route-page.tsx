import { useLocation } from 'react-router';
import { SiteContentPage } from '../components/site-content-page';

/**
 * The story and science pages: one lazy chunk for all of them (the first load of `/` pays for every
 * lazy import in the route table), each showing its authored page from content/pages.
 */
export const CONTENT_ROUTES: Readonly<Record<string, { slug: string; title: string }>> = {
  '/our-story': { slug: 'our-story', title: 'Our Story' },
  '/our-science': { slug: 'our-science', title: 'Our Science' },
  '/market-science': { slug: 'market-science', title: 'Why burnout is rising' },
  '/soulprint-science': { slug: 'soulprint-science', title: 'SoulPrint Science' },
  '/learn/soulprint-compass': { slug: 'soulprint-compass-guide', title: 'How to read your SoulPrint Compass' },
};

/** The page for a path as the router matched it (any case, with or without a trailing slash). */
export function contentRouteFor(pathname: string): { slug: string; title: string } | undefined {
  return CONTENT_ROUTES[pathname.toLowerCase().replace(/\/+$/, '')];
}

export default function ContentRoutePage() {
  const page = contentRouteFor(useLocation().pathname);
  // An unknown path cannot reach here through the route table; "not-a-page" shows the calm not-ready card.
  return <SiteContentPage key={page?.slug} slug={page?.slug ?? 'not-a-page'} fallbackTitle={page?.title ?? 'Recalibrate'} />;
}
