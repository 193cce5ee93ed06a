import type { AccessPolicy } from '#shared/access/policy';
import { INDEXED_PAGES, type IndexedPath } from '#shared/site/pages';
import type { LazyPage } from '#web/app/lazy-page';
import type { PageRoute, RedirectRoute, RouteCategory } from '#web/app/route-types';

// How a row of the route table is written: path, name (page title), category, critical flag,
// description and access policy.

interface Extra {
  critical?: boolean;
}

export function built(access: AccessPolicy, page: LazyPage) {
  return (path: string, name: string, category: RouteCategory, description: string, extra: Extra = {}): PageRoute => ({
    path,
    name,
    category,
    description,
    access,
    page,
    critical: extra.critical ?? false,
  });
}

export function redirect(path: string, redirectTo: string, name: string, category: RouteCategory, description: string): RedirectRoute {
  return { path, redirectTo, name, category, description, access: 'public', critical: false };
}

/** A public page search engines may show: its name and description come from shared/site/pages.ts. */
export function indexed(page: LazyPage, path: IndexedPath, category: RouteCategory, extra: Extra = {}): PageRoute {
  const meta = INDEXED_PAGES[path];
  return built('public', page)(path, meta.name, category, meta.description, extra);
}

export const CRITICAL = { critical: true };
