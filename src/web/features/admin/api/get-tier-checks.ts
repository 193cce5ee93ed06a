import { TierChecksResponse } from '#shared/contracts/tiers-docs';
import { useFreshQuery } from '#web/lib/api-hooks';

/** GET /api/admin/subscription-tiers-docs: the routes that check a tier, from the server's route table. */
export function useTierChecks() {
  return useFreshQuery(['admin', 'tier-checks'], '/api/admin/subscription-tiers-docs', TierChecksResponse);
}
