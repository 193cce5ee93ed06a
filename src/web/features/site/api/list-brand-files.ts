import { useQuery } from '@tanstack/react-query';
import { BrandFileList } from '#shared/contracts/brand-assets';
import { apiRequest, zodParser } from '#web/lib/api-client';

export const BRAND_FILES_KEY = ['brand-files'] as const;

export function fetchBrandFiles(signal?: AbortSignal) {
  return apiRequest('/api/brand-assets', { parse: zodParser(BrandFileList), signal });
}

/** GET /api/brand-assets (public): the downloadable brand files, bundled and uploaded (decision 145). */
export function useBrandFiles() {
  return useQuery({ queryKey: BRAND_FILES_KEY, queryFn: ({ signal }) => fetchBrandFiles(signal) });
}
