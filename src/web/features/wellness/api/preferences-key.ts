/** The preferences' query key, on its own: the app shell listens for other tabs' changes on every page. */
export const PREFERENCES_KEY = ['wellness', 'preferences'] as const;
