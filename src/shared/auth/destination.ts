/**
 * Where a person was going when the site asked them to sign in or sign up (`?redirect=` on /auth,
 * the confirmation link's `next`): only a path on this site (starting with a single '/'), never
 * another origin ('//evil.example', '/\evil.example', 'https://…') nor one with control
 * characters (some browsers read '/\t/evil' as '//evil').
 */
export function isSafeDestination(raw: string | null | undefined): raw is string {
  if (!raw || raw.length > MAX_DESTINATION || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return false;
  return ![...raw].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
}

export const MAX_DESTINATION = 500;

/** The destination, or the fallback when it is missing or not a safe path. */
export function safeDestination(raw: string | null | undefined, fallback = '/dashboard'): string {
  return isSafeDestination(raw) ? raw : fallback;
}

/**
 * The destination carried by an auth library link: its `callbackURL` query parameter, when that is
 * a safe path on this site. The confirmation emails put it in their own link as `next`.
 */
export function destinationFromAuthUrl(url: string | undefined, ignore: readonly string[] = []): string | null {
  if (!url) return null;
  let callback: string | null;
  try {
    callback = new URL(url, 'http://link.invalid').searchParams.get('callbackURL');
  } catch {
    return null;
  }
  if (!isSafeDestination(callback) || ignore.includes(callback)) return null;
  return callback;
}
