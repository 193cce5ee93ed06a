import { z } from 'zod';
import { itemPath, sendJson, useRefreshingMutation } from '#web/lib/api-hooks';
import { HARDSHIP_APPLICATIONS_KEY } from './list-hardship-applications';

const Reviewed = z.object({ reviewAt: z.string() });

export function setHardshipReview({ id, reviewOn }: { id: string; reviewOn: string }) {
  return sendJson('PUT', itemPath('/api/admin/hardship-applications', id, '/review'), { reviewOn }, Reviewed);
}

/** PUT /api/admin/hardship-applications/:id/review: moves an approved level's review date (audited). */
export function useSetHardshipReview() {
  return useRefreshingMutation(setHardshipReview, HARDSHIP_APPLICATIONS_KEY);
}
