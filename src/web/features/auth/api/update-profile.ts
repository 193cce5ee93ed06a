import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ProfileResponse, type UpdateProfileInput } from '#shared/contracts/auth';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { SESSION_QUERY_KEY } from './get-session';
import { PROFILE_QUERY_KEY } from './profile-query-key';

export function updateProfile(input: UpdateProfileInput) {
  return apiRequest('/api/account/profile', { method: 'PATCH', body: input, parse: zodParser(ProfileResponse) });
}

/** PATCH /api/account/profile; the greeting follows the new name at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (profile) => {
      queryClient.setQueryData(PROFILE_QUERY_KEY, profile);
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
}
