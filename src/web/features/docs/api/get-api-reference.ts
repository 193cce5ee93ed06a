import { ApiReferenceResponse } from '#shared/contracts/docs';
import { useFreshQuery } from '#web/lib/api-hooks';

/** GET /api/admin/docs/api-reference (analyst): the OpenAPI document of every API route. */
export function useApiReference() {
  return useFreshQuery(['docs', 'api-reference'], '/api/admin/docs/api-reference', ApiReferenceResponse);
}
