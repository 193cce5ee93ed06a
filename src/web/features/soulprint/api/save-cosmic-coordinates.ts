import { type CosmicInput, SoulprintResponse } from '#shared/contracts/soulprint';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { SOULPRINT_KEYS } from './query-keys';
import { useSavingMutation } from '#web/lib/api-hooks';

export function saveCosmicCoordinates(input: CosmicInput) {
  return apiRequest('/api/soulprint/cosmic-coordinates', { method: 'PUT', body: input, parse: zodParser(SoulprintResponse) });
}

/** PUT /api/soulprint/cosmic-coordinates: the whole SoulPrint back, or 400 with field errors (birthDate, birthTime, birthPlace). */
export function useSaveCosmicCoordinates() {
  return useSavingMutation(saveCosmicCoordinates, (queryClient, reply) => {
    queryClient.setQueryData(SOULPRINT_KEYS.full, reply);
    void queryClient.invalidateQueries({ queryKey: SOULPRINT_KEYS.summary });
  });
}
