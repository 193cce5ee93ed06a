/** Where a visitor goes to sign in and then come back to `returnTo` (path plus query). */
export function signInHref(returnTo: string): string {
  return `/auth?redirect=${encodeURIComponent(returnTo)}`;
}

/** /auth and its sub-pages: the Login button and the tab bar stay out of the way there. */
export function isAuthPath(pathname: string): boolean {
  return pathname === '/auth' || pathname.startsWith('/auth/');
}
