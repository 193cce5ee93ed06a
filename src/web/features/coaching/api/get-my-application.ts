import { useQuery } from '@tanstack/react-query';
import { MyCoachApplication } from '#shared/contracts/coaching';
import { apiRequest, zodParser } from '#web/lib/api-client';

/** GET /api/coaching/applications/mine (member): the member's application still being read, if any. */
export function useMyCoachApplication(signedIn: boolean) {
  return useQuery({
    queryKey: ['coaching', 'my-application'],
    queryFn: ({ signal }) => apiRequest('/api/coaching/applications/mine', { signal, parse: zodParser(MyCoachApplication) }),
    enabled: signedIn,
  });
}
