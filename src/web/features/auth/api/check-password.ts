import { useQuery } from '@tanstack/react-query';
import { checkPasswordRules } from '#shared/auth/password';
import { PasswordCheckResponse } from '#shared/contracts/auth';
import { apiRequest, zodParser } from '#web/lib/api-client';
import { useDebouncedValue } from '#web/lib/use-debounced-value';

/** How long typing pauses before the meter asks the server. */
export const PASSWORD_CHECK_DELAY_MS = 400;

export function checkPassword(password: string, signal?: AbortSignal) {
  return apiRequest('/api/account/password-check', { method: 'POST', body: { password }, parse: zodParser(PasswordCheckResponse), signal });
}

/**
 * POST /api/account/password-check, once the password meets spec 5's rules and typing has paused:
 * the server knows the common-password dictionary (too large to send to every browser). Null
 * while there is nothing to ask or no answer yet.
 */
export function usePasswordCheck(password: string): PasswordCheckResponse | null {
  const settled = useDebouncedValue(password, PASSWORD_CHECK_DELAY_MS);
  const ask = settled === password && checkPasswordRules(settled).ok;
  const query = useQuery({
    queryKey: ['password-check', settled],
    queryFn: ({ signal }) => checkPassword(settled, signal),
    enabled: ask,
    staleTime: Infinity,
    gcTime: 60_000,
    retry: 0,
  });
  return ask ? (query.data ?? null) : null;
}
