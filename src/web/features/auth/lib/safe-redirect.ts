/**
 * The page to return to after signing in, from `?redirect=`: only a path on this site (starting
 * with a single '/'), never another origin ('//evil.example', '/\evil.example', 'https://…').
 */
export function safeRedirect(raw: string | null | undefined, fallback = '/dashboard'): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return fallback;
  // Control characters (tabs, new lines) let some browsers read '/\t/evil' as '//evil'.
  if ([...raw].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return fallback;
  return raw;
}
