import { ProfileResponse, type UpdateProfileInput } from '#shared/contracts/auth';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { SESSION_QUERY_KEY } from './get-session';
import { PROFILE_QUERY_KEY } from './profile-query-key';
import { useSavingMutation } from '#web/lib/api-hooks';

export function updateProfile(input: UpdateProfileInput) {
  return apiRequest('/api/account/profile', { method: 'PATCH', body: input, parse: zodParser(ProfileResponse) });
}

/** PATCH /api/account/profile; the greeting follows the new name at once. */
export function useUpdateProfile() {
  return useSavingMutation(updateProfile, async (queryClient, profile) => {
    queryClient.setQueryData(PROFILE_QUERY_KEY, profile);
    await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
  });
}
