import { useQuery } from '@tanstack/react-query';
import { ProfileResponse } from '#shared/contracts/auth';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { PROFILE_QUERY_KEY } from './profile-query-key';

export function fetchProfile(signal?: AbortSignal) {
  return apiRequest('/api/account/profile', { parse: zodParser(ProfileResponse), signal });
}

/** GET /api/account/profile: names, email, membership tier and referrals. */
export function useProfile() {
  return useQuery({ queryKey: PROFILE_QUERY_KEY, queryFn: ({ signal }) => fetchProfile(signal) });
}
