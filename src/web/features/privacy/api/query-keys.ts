/** The query keys of the privacy feature (tiny, so the shell can refresh them without the API code). */
export const PRIVACY_KEYS = {
  consents: ['privacy', 'consents'],
  settings: ['privacy', 'settings'],
  exports: ['privacy', 'exports'],
  deletions: ['privacy', 'deletions'],
  supportAccess: ['privacy', 'support-access'],
} as const;
