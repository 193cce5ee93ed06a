import { useQuery } from '@tanstack/react-query';
import { type PreviewInput, PreviewResult } from '#shared/contracts/content-admin';
import { sendJson } from '#web/lib/api-hooks';

/** POST /api/admin/content/preview (admin): the Markdown rendered and sanitised as the public page gets it, and front matter problems. */
export function usePreview(input: PreviewInput) {
  return useQuery({
    queryKey: ['admin', 'content-preview', input],
    queryFn: () => sendJson('POST', '/api/admin/content/preview', input, PreviewResult),
    placeholderData: (previous) => previous,
    staleTime: Infinity,
  });
}
