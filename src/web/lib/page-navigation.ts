/**
 * Full page loads, where the app must start again in a fresh document (impersonation starting and
 * ending, signing in from a server-drawn page: decision 072). Tests replace these.
 */
export const pageNavigation = {
  reload: (): void => window.location.reload(),
  assign: (url: string): void => window.location.assign(url),
  replace: (url: string): void => window.location.replace(url),
};
