import { useEffect } from 'react';
import { pageTitle } from '../../../app/shell/shell-effects';

/**
 * The tab shows the Edit's or module's own name instead of the route table's generic one. Set a
 * moment later, so the shell's own title effect (which runs after the page's) does not undo it.
 */
export function usePageTitle(name: string | undefined): void {
  useEffect(() => {
    if (!name) return;
    const id = window.setTimeout(() => {
      document.title = pageTitle(name);
    }, 0);
    return () => window.clearTimeout(id);
  }, [name]);
}
