import { SofiaArchitectureResponse } from '#shared/contracts/sofia-insights';
import { useFreshQuery } from '#web/lib/api-hooks';

/** GET /api/admin/sofia-docs/architecture: Sofia's pipeline, engine settings (names only), intents and exercises. */
export function useSofiaArchitecture() {
  return useFreshQuery(['admin', 'sofia-docs', 'architecture'], '/api/admin/sofia-docs/architecture', SofiaArchitectureResponse);
}
