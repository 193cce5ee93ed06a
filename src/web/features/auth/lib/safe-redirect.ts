import { safeDestination } from '#shared/auth/destination';

/**
 * The page to return to after signing in, from `?redirect=`: only a path on this site (starting
 * with a single '/'), never another origin ('//evil.example', '/\evil.example', 'https://…').
 */
export function safeRedirect(raw: string | null | undefined, fallback = '/dashboard'): string {
  return safeDestination(raw, fallback);
}
