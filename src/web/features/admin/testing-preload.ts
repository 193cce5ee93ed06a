import { preloadPages } from '#web/app/idle-preload';

/**
 * Loads the lazy chunks of staff pages before component tests render them: the pages, the admin
 * layout and the staff guard, so the first render of a file does not spend its time transforming.
 */
export function preloadStaffPages(paths: readonly string[]): Promise<unknown> {
  return Promise.all([preloadPages(paths), import('./components/admin-layout'), import('./components/staff-guard')]);
}
