import { useQuery } from '@tanstack/react-query';
import { SitePageResponse } from '#shared/contracts/site';
import { apiRequest, zodParser } from '#web/lib/api-client';

export function fetchSitePage(slug: string, signal?: AbortSignal): Promise<SitePageResponse> {
  return apiRequest(`/api/site/pages/${encodeURIComponent(slug)}`, { parse: zodParser(SitePageResponse), signal });
}

/** An authored content page (content/pages/<slug>.md), e.g. help or contact. */
export function useSitePage(slug: string) {
  return useQuery({ queryKey: ['site-page', slug], queryFn: ({ signal }) => fetchSitePage(slug, signal) });
}
