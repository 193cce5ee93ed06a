/** The cache key of GET /api/account/profile (kept apart so the shell can refresh it without zod). */
export const PROFILE_QUERY_KEY = ['account', 'profile'] as const;
export const SESSIONS_QUERY_KEY = ['account', 'sessions'] as const;
