import { SaveProgressResponse, type SaveProgressInput } from '#shared/contracts/assessments';
import { apiRequest, zodParser } from '#web/lib/api-client';

/**
 * PUT /api/assessments/:slug/progress: the answers so far and the position (the index of the first
 * item on the screen the person is on; the item count means the review screen). `keepalive` lets
 * the last save finish while the page is being left.
 */
export function saveProgress(slug: string, input: SaveProgressInput, options: { keepalive?: boolean } = {}) {
  return apiRequest(`/api/assessments/${encodeURIComponent(slug)}/progress`, {
    method: 'PUT',
    body: input,
    parse: zodParser(SaveProgressResponse),
    keepalive: options.keepalive,
  });
}
