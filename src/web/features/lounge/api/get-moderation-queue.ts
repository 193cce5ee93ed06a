import { ModerationQueue } from '#shared/contracts/lounge-moderation';
import { useFreshQuery } from '#web/lib/api-hooks';
import { MODERATION_KEY } from './query-keys';

/** GET /api/admin/moderation/queue (admin): flagged items, highest risk first. */
export function useModerationQueue() {
  return useFreshQuery(MODERATION_KEY, '/api/admin/moderation/queue', ModerationQueue);
}
