/** False while the server draws a page's first paint (src/web/entry-server.tsx): no window, no storage. */
export const IN_BROWSER = typeof window !== 'undefined';
