import { usePageHead } from '#web/lib/page-head';

/** The tab shows the Edit's or module's own name instead of the route table's generic one. */
export function usePageTitle(name: string | undefined): void {
  usePageHead(name ? { name } : undefined);
}
