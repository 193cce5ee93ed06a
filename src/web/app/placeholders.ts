import { lazyPage } from './lazy-page';

/**
 * The pages that later issues build. Until then each renders the plain placeholder page with the
 * name and description from its route-table entry. This list is the single register of what is
 * not built yet: when a page ships, give its route entry the real page and delete its path here
 * (a test keeps this list and the route table in step).
 */
export const PLACEHOLDER_PATHS: readonly string[] = [
  // 2.1 public
  // 2.3 login required
  // 2.4 assessments
  // 2.5 reset paths
  // 2.7 admin
];

/** The one lazy component every placeholder route renders. */
export const PlaceholderPage = lazyPage(() => import('./placeholder-page'));
