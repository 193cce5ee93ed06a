/**
 * The service worker's caches (scripts/vite-installable-app.ts): the pages a person opened, and the
 * answers a member read. Both hold a member's own things, so signing out empties them.
 */
export const WORKER_CACHES = { pages: 'pages', memberCopies: 'member-copies' } as const;

/**
 * The pages offline.html offers as working with no network. The app keeps a copy of each as soon
 * as the worker is set up, so that they open offline even before a first visit.
 */
export const OFFLINE_PAGES = ['/reset-room', '/safety-plan', '/help'] as const;
