/** Full page loads for impersonation (start lands on /dashboard, end reloads); tests replace these. */
export const pageNavigation = {
  reload: (): void => window.location.reload(),
  assign: (url: string): void => window.location.assign(url),
};
